import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy…/waitFor wait for what the test expects; their default limit (1 s) is a race with the machine's load (the
// CI runs these tests beside the browser tests on two cores). A missing element still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

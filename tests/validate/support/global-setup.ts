import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The validators read dist/ as built: fail at once, with the fix, when there is none. */
export default function setup() {
  if (!existsSync(join(import.meta.dirname, '..', '..', '..', 'dist', 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `npm run build` first (`npm run validate` checks the built site and builds nothing).',
    );
  }
}

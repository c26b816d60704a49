/**
 * The client address under `npm start` comes from the socket, not from X-Forwarded-For (issue 52, hole 4): a client
 * that rotates the header is still one client for the per-address submission limit. (TRUSTED_PROXIES, unset here,
 * names proxies whose X-Forwarded-For is believed; the other server tests set it to loopback to act as many clients.)
 */
import { describe, expect, it } from 'vitest';
import { useLocalServer } from '../../tests/functions/support/local-server';
import { LAUNCHPAD_SUBMISSION } from '../../tests/functions/support/lead-fixtures';

const local = useLocalServer({ TRUSTED_PROXIES: '', SUBMISSION_RATE_LIMIT: '3' }, 'client-address');

describe('client address', () => {
  it('rotating X-Forwarded-For does not get past the per-address submission limit', async () => {
    const { url } = local.server!;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${url}/api/launchpad`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${10 + i}` },
        body: JSON.stringify(LAUNCHPAD_SUBMISSION),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});

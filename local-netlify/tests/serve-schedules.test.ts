/**
 * Issue 28: under `npm start` no URL runs a scheduled function (as on Netlify, where only the scheduler can): GET,
 * POST and a POST forging the scheduler's headers all get the site's 404 page, and nothing is erased.
 * `npm run schedule -- <name>` (local-netlify/schedule.mjs) is the documented way to run one by hand. Runs against dist/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import { runSchedule } from '../schedule.mjs';
import { LEAD_STORES } from '~/lib/lead/storage';
import { contactFixture } from '../../tests/functions/support/lead-fixtures';
import { useLocalServer } from '../../tests/functions/support/local-server';

const SCHEDULED = [
  'insights-rollup',
  'lead-retention',
  'lead-index-repair-daily',
  'lead-webhook-retry',
  'newsletter-retention',
  'publish-scheduled',
  'rate-limit-sweep',
  'spam-proof-sweep',
];
const old = contactFixture({}, Date.now() - 800 * 24 * 60 * 60_000);
const local = useLocalServer({ ADMIN_PASSWORD: 'schedules-password', LOCAL_SCHEDULE_MS: '0' }, 'schedules');

beforeAll(async () => {
  await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).setJSON(old.id, old);
});

describe('scheduled functions under npm start', () => {
  it('answer no URL: GET, POST and forged scheduler headers get the 404 page, and nothing runs', async () => {
    for (const name of SCHEDULED) {
      for (const init of [
        { method: 'GET' },
        { method: 'POST' },
        {
          method: 'POST',
          headers: { 'x-nf-event': 'schedule', 'user-agent': 'Netlify Clockwork', 'content-type': 'application/json' },
          body: JSON.stringify({ next_run: '2030-01-01T00:00:00Z' }),
        },
      ]) {
        const res = await fetch(`${local.server!.url}/.netlify/functions/${name}`, init);
        expect(res.status, `${init.method} ${name}`).toBe(404);
        expect(await res.text()).toContain('<html');
      }
    }
    expect(await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).get(old.id, { type: 'json' })).toEqual(
      old,
    );
  });

  it('`npm run schedule -- lead-retention` runs it the scheduler’s way; a name that is not scheduled is refused', async () => {
    await local.server!.close();
    local.server = null;
    expect(await runSchedule('lead-retention', { blobsDirectory: local.blobsDir })).toEqual({
      status: 200,
      body: '{"erased":1}',
    });
    expect(await runSchedule('lead-retention', { blobsDirectory: local.blobsDir })).toEqual({
      status: 200,
      body: '{"erased":0}',
    });
    await expect(runSchedule('contact', { blobsDirectory: local.blobsDir })).rejects.toThrow(
      '"contact" is not a scheduled function',
    );
  }, 60_000);
});

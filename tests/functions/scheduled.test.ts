/**
 * Issue 28: a scheduled function runs only for Netlify's scheduler (POST with `X-NF-Event: schedule`); any other
 * request answers 404 and runs nothing. Every file in netlify/functions with a `config.schedule` is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import { LEAD_STORES } from '~/lib/lead/storage';
import { callFunction, callScheduled, startBlobs, type Handler, type TestBlobs } from './support/blobs';
import { contactFixture } from './support/lead-fixtures';

const modules = import.meta.glob<{ default: Handler; config?: { schedule?: string } }>('../../netlify/functions/*.ts', {
  eager: true,
});
const scheduled = Object.entries(modules)
  .filter(([, m]) => m.config?.schedule)
  .map(([file, m]) => ({ name: file.replace(/^.*\/|\.ts$/g, ''), handler: m.default }));

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

const DAY = 24 * 60 * 60_000;
const contacts = () => getStore({ name: LEAD_STORES.contact, consistency: 'strong' });

describe('scheduled functions', () => {
  it('are the ones we expect', () => {
    expect(scheduled.map((s) => s.name).sort()).toEqual(
      [
        'insights-rollup',
        'lead-index-repair-daily',
        'lead-mail-retry',
        'lead-retention',
        'lead-webhook-retry',
        'newsletter-retention',
        'publish-scheduled',
        'rate-limit-sweep',
        'spam-proof-sweep',
      ].sort(),
    );
  });

  it.each(scheduled)('$name answers 404 to anything but the scheduler, and runs nothing', async ({ name, handler }) => {
    const old = contactFixture({}, Date.now() - 800 * DAY);
    await contacts().setJSON(old.id, old);
    for (const init of <RequestInit[]>[
      { method: 'GET' },
      { method: 'POST' },
      { method: 'POST', headers: { 'user-agent': 'Netlify Clockwork' }, body: '{"next_run":"2030-01-01T00:00:00Z"}' },
      { method: 'GET', headers: { 'x-nf-event': 'schedule' } },
    ]) {
      const res = await callFunction(handler, `/.netlify/functions/${name}`, init);
      expect(res.status, `${name} ${JSON.stringify(init)}`).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found.' });
    }
    expect(await contacts().get(old.id, { type: 'json' })).toEqual(old);
    await contacts().delete(old.id);
  });

  it('lead-retention runs for the scheduler', async () => {
    const old = contactFixture({}, Date.now() - 800 * DAY);
    await contacts().setJSON(old.id, old);
    const { handler } = scheduled.find((s) => s.name === 'lead-retention')!;
    const res = await callScheduled(handler, 'lead-retention');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: 1 });
    expect(await contacts().get(old.id)).toBeNull();
  });
});

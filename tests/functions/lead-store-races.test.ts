/**
 * Each race and gap of the lead store found in issue 28, replayed deterministically against the real Blobs server:
 * the other operation is landed exactly inside the window (a hook, or a fetch interposed on the Blobs client), so each
 * test fails on the code before its fix.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeStatus } from '../../netlify/lib/lead/list-and-status';
import { eraseLead } from '../../netlify/lib/lead/erase';
import { entryFromRecord, indexAdd, indexPatch, indexUpsert, rebuildIndex } from '../../netlify/lib/lead/index-store';
import { isErased } from '../../netlify/lib/lead/tombstone';
import { readDelivery, resendLead, settleDeliveries, sweepDeliveries } from '../../netlify/lib/lead/webhook';
import { LEAD_STORES } from '~/lib/lead/storage';
import type { LeadKind } from '~/lib/lead/kinds';
import { blobsAndReceiver } from './support/blobs-and-receiver';
import {
  adminCookie,
  adminStats,
  clearStores,
  eraseRequest,
  indexedEntries,
  leadBody,
  listedLeads,
  patchStatus,
  storedRecords,
  strong,
  submit,
  useAdminEnv,
} from './support/lead-store';

const { receiver, blobs } = blobsAndReceiver();
beforeEach(async () => {
  await clearStores();
  useAdminEnv();
  receiver.received = [];
  receiver.answer = () => 200;
});
afterEach(async () => {
  receiver.release();
  await settleDeliveries();
  for (const k of ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_RETRY_DELAYS_MS', 'ADMIN_PASSWORD', 'ADMIN_SESSION_SECRET'])
    delete process.env[k];
});

async function create(kind: LeadKind, key?: string): Promise<string> {
  const res = await submit(kind, leadBody(), key);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Runs `land` once, right after the Blobs client's first call whose decoded URL passes `match` has answered. */
async function landAfter<T>(
  match: (url: string, method: string) => boolean,
  land: () => Promise<unknown>,
  run: () => Promise<T>,
) {
  const original = globalThis.fetch;
  let landed = false;
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    const url = decodeURIComponent(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    if (!landed && match(url, method)) {
      landed = true;
      await land();
    }
    return res;
  };
  try {
    const result = await run();
    expect(landed).toBe(true);
    return result;
  } finally {
    globalThis.fetch = original;
  }
}

describe.each(['launchpad', 'contact'] as LeadKind[])('%s: an erasure stays erased', (kind) => {
  it('a status change that read the record before its erasure writes nothing back (409), and nothing is listed or sent', async () => {
    Object.assign(process.env, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_RETRY_DELAYS_MS: '1' });
    const id = await create(kind);
    await settleDeliveries();
    const sent = receiver.received.length;
    const result = await changeStatus(kind, id, 'reviewed', {
      afterRead: async () => {
        expect(await eraseLead(kind, id, 'admin-request')).not.toBeNull();
      },
    });
    expect(result).toBe('gone');
    expect(await strong(LEAD_STORES[kind]).get(id)).toBeNull();
    expect((await indexedEntries(kind)).map((e) => e.id)).not.toContain(id);
    const cookie = await adminCookie();
    expect((await listedLeads(kind, cookie)).map((l) => l.id)).not.toContain(id);
    await sweepDeliveries({ now: Date.now() + 60 * 60_000 });
    expect(receiver.received.length).toBe(sent);
    // Through the function: the same change after the erasure answers 404, before it 200.
    expect((await patchStatus(kind, id, 'reviewed', cookie)).status).toBe(404);
  });

  it('a status change racing many others leaves the index showing the status the record has', async () => {
    const id = await create(kind);
    const cookie = await adminCookie();
    const statuses = ['reviewed', 'contacted', 'archived'];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => patchStatus(kind, id, statuses[i % 3], cookie)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    const record = (await storedRecords(kind)).get(id)!;
    expect((await indexedEntries(kind)).find((e) => e.id === id)?.status).toBe(record.status);
  });

  it('a replay of an erased submission answers its id and stores nothing again', async () => {
    const id = await create(kind, `replay-${kind}`);
    await eraseLead(kind, id, 'admin-request');
    const again = await submit(kind, leadBody(), `replay-${kind}`);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await storedRecords(kind)).toEqual(new Map());
    expect(await indexedEntries(kind)).toEqual([]);
  });

  it('a replay whose claim was read before the erasure does not write the record back (either window)', async () => {
    for (const window of ['claim read', 'tombstone checked'] as const) {
      await clearStores();
      const key = `race-${kind}-${window.replace(' ', '-')}`;
      const body = leadBody();
      const first = await submit(kind, body, key);
      expect(first.status).toBe(201);
      const { id } = (await first.json()) as { id: string };
      // The record write was interrupted (a crash): the replay will repair it, and the erasure lands in its window.
      await strong(LEAD_STORES[kind]).delete(id);
      const match =
        window === 'claim read'
          ? (url: string, method: string) =>
              method === 'GET' && url.includes('lead-idempotency') && !url.includes('by-lead')
          : (url: string, method: string) => method === 'GET' && url.includes(`lead-tombstones`) && url.includes(id);
      const replay = await landAfter(
        match,
        () => eraseLead(kind, id, 'admin-request'),
        () => submit(kind, body, key),
      );
      expect(replay.status).toBe(201);
      expect(await strong(LEAD_STORES[kind]).get(id)).toBeNull();
      expect((await indexedEntries(kind)).map((e) => e.id)).not.toContain(id);
    }
  });

  it('an index write that comes after the erasure never brings the entry back', async () => {
    const id = await create(kind);
    const record = (await strong(LEAD_STORES[kind]).get(id, { type: 'json' })) as { id: string };
    await eraseLead(kind, id, 'admin-request');
    await indexAdd(kind, entryFromRecord(record));
    await indexUpsert(kind, entryFromRecord(record));
    await indexPatch(kind, id, { delivery: { state: 'delivered', attempts: 1 } });
    expect(await indexedEntries(kind)).toEqual([]);
    expect(await isErased(kind, id)).toBe(true);
  });
});

describe('the index repair can only add or fix', () => {
  it('leads submitted after the repair read the index, or after it listed the records, all stay listed', async () => {
    const cookie = await adminCookie();
    const before = await Promise.all(Array.from({ length: 5 }, () => create('contact')));
    const during: string[] = [];
    const report = await rebuildIndex('contact', {
      afterIndexRead: async () => {
        during.push(...(await Promise.all(Array.from({ length: 5 }, () => create('contact')))));
      },
      afterListing: async () => {
        during.push(...(await Promise.all(Array.from({ length: 5 }, () => create('contact')))));
      },
    });
    expect(report.removed).toBe(0);
    const listed = (await listedLeads('contact', cookie)).map((l) => l.id).sort();
    expect(listed).toEqual([...before, ...during].sort());
  });

  it('three repairs during a burst of 150 submissions, erasures and status changes agree: index equals records', async () => {
    const cookie = await adminCookie();
    const seed = await Promise.all(Array.from({ length: 30 }, () => create('contact')));
    const acknowledged: string[] = [...seed];
    const erased = seed.slice(0, 10);
    await Promise.all([
      ...Array.from({ length: 150 }, async () => acknowledged.push(await create('contact'))),
      ...erased.map((id) => eraseRequest('contact', id, cookie).then((r) => expect(r.status).toBe(204))),
      ...seed.slice(10, 20).map((id) => patchStatus('contact', id, 'reviewed', cookie)),
      rebuildIndex('contact'),
      rebuildIndex('contact'),
      rebuildIndex('contact'),
    ]);
    const live = acknowledged.filter((id) => !erased.includes(id)).sort();
    const records = await storedRecords('contact');
    expect([...records.keys()].sort()).toEqual(live);
    const entries = await indexedEntries('contact');
    expect(entries.map((e) => e.id).sort()).toEqual(live);
    for (const e of entries) expect(e.status).toBe(records.get(e.id)!.status);
    expect((await listedLeads('contact', cookie)).map((l) => l.id).sort()).toEqual(live);
    expect((await adminStats(cookie)).contactCount).toBe(live.length);
  });
});

describe('crash leftovers', () => {
  /** Removes the metadata file the local Blobs server keeps beside a blob's data (a kill between the two writes). */
  async function dropMetadata(key: string) {
    const walk = async (dir: string): Promise<string[]> => {
      const out: string[] = [];
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) out.push(...(await walk(path)));
        else out.push(path);
      }
      return out;
    };
    const files = (await walk(join(blobs().directory, 'metadata'))).filter((f) => f.endsWith(key));
    expect(files.length).toBeGreaterThan(0);
    await Promise.all(files.map((f) => rm(f)));
  }

  it('a lead stored without its metadata is still notified, resent and erased', async () => {
    const id = await create('launchpad');
    await dropMetadata(id);
    expect(await strong(LEAD_STORES.launchpad).getMetadata(id)).toBeNull();
    Object.assign(process.env, { LEAD_WEBHOOK_URL: receiver.url });
    const lead = (await strong(LEAD_STORES.launchpad).get(id, { type: 'json' })) as { id: string };
    const delivery = await resendLead('launchpad', lead);
    expect(delivery?.state).toBe('delivered');
    expect(receiver.received.map((r) => r.body.lead.id)).toEqual([id]);
    expect((await readDelivery('launchpad', id))?.state).toBe('delivered');
    const entry = await eraseLead('launchpad', id, 'admin-request');
    expect(entry?.erased.record).toBe(true);
  });
});

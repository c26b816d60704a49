/**
 * Randomized, seeded histories of the lead store (issue 28): concurrent clients issue create, replay, status change,
 * erase, "Resend", repair, retention and webhook sweep in random interleavings against the real Blobs server and a
 * real webhook receiver, through the same function handlers and library calls production runs. At quiescence the
 * invariants below are checked; a violation names its seed, so `runHistory(seed)` replays it.
 *
 * Invariants (what the admin and the privacy page promise):
 *  1. every acknowledged lead (201) not erased is stored, indexed and listed exactly once; nothing unknown is listed;
 *  2. no erased lead (DELETE answered 204, or reported by retention) is stored, listed, counted, indexed or queued
 *     after its erasure, its idempotency claim keeps no copy, and no webhook request for it arrives after the erasure
 *     returned;
 *  3. the index equals the records (ids and statuses), and a repair at quiescence finds nothing to add or remove;
 *  4. the stat cards equal the lists;
 *  5. every webhook request is signed (one valid signature) for the lead it names; a lead marked delivered had a 2xx;
 *  6. crash points (issue 52): a create killed after its record was written (no 201, not indexed, nothing queued) or
 *     after its index entry (nothing queued) leaves a lead the webhook sweep delivers: it is visible to the admin no
 *     later than it becomes deliverable (after every sweep, a crashed lead that has a delivery record is indexed), and
 *     after the restart's sweep it is stored, indexed and listed once, like any lead.
 */
import { eraseExpiredLeads } from '../../../netlify/lib/lead/erase';
import { toRecord } from '../../../netlify/lib/lead/create';
import { entryFromRecord, indexAdd, rebuildIndex } from '../../../netlify/lib/lead/index-store';
import { isErased } from '../../../netlify/lib/lead/tombstone';
import { leadSubmissionSchema } from '../../../src/lib/lead/schema';
import { newLeadId } from '../../../src/lib/lead/storage';
import {
  DELIVERY_STORE,
  readDelivery,
  resendLead,
  settleDeliveries,
  sweepDeliveries,
} from '../../../netlify/lib/lead/webhook';
import { IDEMPOTENCY_STORE, LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { validSignature, type WebhookReceiver } from './webhook-receiver';
import {
  adminCookie,
  adminStats,
  clearStores,
  eraseRequest,
  indexedEntries,
  KINDS,
  keysOf,
  leadBody,
  listedLeads,
  patchStatus,
  storedRecords,
  strong,
  submit,
} from './lead-store';
import { mulberry32 } from '../../../src/lib/seeded-random';

export const WEBHOOK_SECRET = 'history-webhook-secret';
const STATUSES = ['pending', 'reviewed', 'contacted', 'archived'];

/** A small, fast, seedable generator: the product's mulberry32 (src/lib/seeded-random.ts). */
export const rng = mulberry32;

interface Acked {
  kind: LeadKind;
  id: string;
  key?: string;
  body: Record<string, unknown>;
}

export interface HistoryResult {
  seed: number;
  operations: number;
  violations: string[];
}

export interface HistoryOptions {
  clients?: number;
  opsPerClient?: number;
}

/** Points the lead functions at the receiver (fast retries and back-off, so sweeps find due work at once). */
export function useHistoryEnv(receiver: WebhookReceiver): void {
  Object.assign(process.env, {
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEAD_WEBHOOK_RETRY_DELAYS_MS: '2',
    LEAD_WEBHOOK_BACKOFF_MS: '1',
  });
}

/** Runs one history from `seed` and checks the invariants; the stores are cleared first. */
export async function runHistory(
  seed: number,
  receiver: WebhookReceiver,
  { clients = 4, opsPerClient = 4 }: HistoryOptions = {},
): Promise<HistoryResult> {
  const random = rng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  await clearStores();
  receiver.received = [];
  receiver.answer = () => (random() < 0.15 ? 500 : 200);
  const arrivals = new Map<string, number[]>();
  const receivedBefore = receiver.received.length;
  const cookie = await adminCookie();

  const acked: Acked[] = [];
  const erasedAt = new Map<string, number>(); // `${kind}/${id}` -> when its erasure returned
  const violations: string[] = [];
  const refused: string[] = [];
  /** Leads of creates killed mid-way (crash points): `${kind}/${id}`. */
  const crashed = new Set<string>();
  let keys = 0;
  let operations = 0;
  const keyOf = (a: { kind: LeadKind; id: string }) => `${a.kind}/${a.id}`;
  const note = (what: string): void => {
    violations.push(`seed ${seed}: ${what}`);
  };

  // Each client's plan is drawn up front, so the same seed gives the same operations whatever the timing.
  type Op = {
    type: string;
    partner: string;
    offset: number;
    kind: LeadKind;
    pickAt: number;
    status: string;
    withKey: boolean;
    delay: number;
  };
  const plans: Op[][] = Array.from({ length: clients }, () =>
    Array.from({ length: opsPerClient }, () => {
      const r = random();
      const type =
        r < 0.3
          ? 'create'
          : r < 0.38
            ? 'replay'
            : r < 0.5
              ? 'status'
              : r < 0.58
                ? 'erase'
                : r < 0.62
                  ? 'resend'
                  : r < 0.67
                    ? 'repair'
                    : r < 0.71
                      ? 'sweep'
                      : r < 0.74
                        ? 'retention'
                        : r < 0.9
                          ? 'clash'
                          : r < 0.95
                            ? 'burst'
                            : 'crash';
      return {
        type,
        // For a clash: what meets the erasure, and how many ms after it starts (the erasure deletes the record after
        // about ten Blobs round trips, so this spans before, during and after).
        partner: pick(['status', 'replay', 'resend', 'repair', 'sweep']),
        offset: Math.floor(random() * 40),
        kind: pick(KINDS),
        pickAt: random(),
        status: pick(STATUSES),
        withKey: random() < 0.6,
        delay: random() < 0.3 ? Math.floor(random() * 3) : 0,
      };
    }),
  );

  // Most operations aim at the newest leads of their kind, so erasures, status changes, replays and deliveries of the
  // same lead meet.
  const known = (op: Op) => {
    const of = acked.filter((a) => a.kind === op.kind);
    if (!of.length) return null;
    const hot = of.slice(-2);
    return op.pickAt < 0.7 ? hot[Math.floor((op.pickAt / 0.7) * hot.length)] : of[Math.floor(op.pickAt * of.length)];
  };

  /** After a sweep: every crashed lead with a delivery record (queued or sent) is indexed, unless erased meanwhile. */
  async function crashedLeadsVisible(when: string): Promise<void> {
    for (const k of crashed) {
      const [kind, id] = k.split('/') as [LeadKind, string];
      if (!(await readDelivery(kind, id))) continue;
      const indexed = (await indexedEntries(kind)).some((e) => e.id === id);
      if (!indexed && !(await isErased(kind, id))) note(`crashed ${k} deliverable ${when} but not indexed`);
    }
  }

  async function run(op: Op, client: number, index: number): Promise<void> {
    operations++;
    switch (op.type) {
      case 'create': {
        const key = op.withKey ? `h${seed}-${client}-${index}-${++keys}` : undefined;
        const body = leadBody({ name: `History ${seed} ${client}.${index}` });
        const res = await submit(op.kind, body, key);
        if (res.status !== 201) return note(`create answered ${res.status}: ${await res.text()}`);
        acked.push({ kind: op.kind, id: ((await res.json()) as { id: string }).id, key, body });
        return;
      }
      case 'replay': {
        const target = acked.filter((a) => a.key && a.kind === op.kind);
        if (!target.length) return;
        const a = target[Math.floor(op.pickAt * target.length)];
        const res = await submit(a.kind, a.body, a.key);
        if (res.status !== 201) return note(`replay of ${a.id} answered ${res.status}`);
        const { id } = (await res.json()) as { id: string };
        if (id !== a.id) note(`replay of ${a.id} answered another id ${id}`);
        return;
      }
      case 'status': {
        const a = known(op);
        if (!a) return;
        const res = await patchStatus(a.kind, a.id, op.status, cookie);
        if (![200, 404, 409].includes(res.status)) note(`status change of ${a.id} answered ${res.status}`);
        // A 404 or 409 is right only for a lead erased by then (checked at quiescence: the erasure may still be on its way).
        if (res.status !== 200) refused.push(keyOf(a));
        return;
      }
      case 'erase': {
        const a = known(op);
        if (!a) return;
        const res = await eraseRequest(a.kind, a.id, cookie);
        if (res.status === 204) {
          if (!erasedAt.has(keyOf(a))) erasedAt.set(keyOf(a), Date.now());
        } else if (res.status !== 404) note(`erasure of ${a.id} answered ${res.status}`);
        return;
      }
      case 'resend': {
        const a = known(op);
        if (!a) return;
        const lead = (await strong(LEAD_STORES[a.kind]).get(a.id, { type: 'json' })) as { id: string } | null;
        if (lead) await resendLead(a.kind, { ...lead, id: a.id });
        return;
      }
      case 'repair':
        await rebuildIndex(op.kind);
        return;
      case 'sweep':
        await sweepDeliveries({ now: Date.now() + 60_000 });
        await crashedLeadsVisible('after a sweep');
        return;
      case 'crash': {
        // A create killed (SIGKILL) after writing its record (no 201, not indexed, nothing queued); with `withKey`,
        // killed after its index entry too. No client saw it: it is not acknowledged.
        const now = Date.now();
        const data = leadSubmissionSchema.parse(leadBody({ name: `Crashed ${seed} ${client}.${index}` }));
        const record = toRecord(op.kind, data, newLeadId(now), new Date(now).toISOString(), 'Global');
        await strong(LEAD_STORES[op.kind]).setJSON(record.id, record);
        crashed.add(keyOf({ kind: op.kind, id: record.id }));
        if (op.withKey) await indexAdd(op.kind, entryFromRecord(record));
        return;
      }
      case 'clash': {
        // An erasure and another operation on the same lead, the other one started `offset` ms later.
        const a = known(op);
        if (!a) return;
        const partner: Op = { ...op, type: op.partner, kind: a.kind, pickAt: 0.99 };
        const target = acked.filter((x) => x.kind === a.kind);
        target.push(target.splice(target.indexOf(a), 1)[0]); // the partner picks the same lead
        acked.splice(0, acked.length, ...acked.filter((x) => x.kind !== a.kind), ...target);
        await Promise.all([
          run({ ...op, type: 'erase', pickAt: 0.99 }, client, index),
          new Promise((r) => setTimeout(r, op.offset)).then(() => run(partner, client, index)),
        ]);
        return;
      }
      case 'burst': {
        // Submissions landing while a repair lists and reads.
        await Promise.all([
          ...Array.from({ length: 8 }, (_, i) =>
            run({ ...op, type: 'create', withKey: i % 2 === 0 }, client, index * 10 + i),
          ),
          new Promise((r) => setTimeout(r, op.offset / 2)).then(() => run({ ...op, type: 'repair' }, client, index)),
        ]);
        return;
      }
      case 'retention': {
        const a = known(op);
        if (!a) return;
        // Everything created before this lead is "expired".
        const erased = await eraseExpiredLeads({ days: 0, now: Number(a.id.slice(0, 13)) });
        const at = Date.now();
        for (const e of erased) if (!erasedAt.has(`${e.kind}/${e.leadId}`)) erasedAt.set(`${e.kind}/${e.leadId}`, at);
        return;
      }
    }
  }

  await Promise.all(
    plans.map(async (plan, client) => {
      for (let i = 0; i < plan.length; i++) {
        if (plan[i].delay) await new Promise((r) => setTimeout(r, plan[i].delay));
        try {
          await run(plan[i], client, i);
        } catch (err) {
          note(`${plan[i].type} threw ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }),
  );
  await settleDeliveries();
  // The restart after the crashes: the scheduler's sweep picks up what the killed creates left.
  if (crashed.size) {
    await sweepDeliveries({ now: Date.now() + 60_000 });
    await settleDeliveries();
    await crashedLeadsVisible('after the restart');
  }

  // ---- Invariants at quiescence
  for (const k of refused) if (!erasedAt.has(k)) note(`status change of ${k}, never erased, was refused`);
  for (const r of receiver.received.slice(receivedBefore)) {
    const id = String(r.headers['x-webhook-id']);
    if (r.body.lead.id !== id) note(`webhook for ${r.body.lead.id} carried X-Webhook-Id ${id}`);
    if (!validSignature(r.raw, r.headers['x-webhook-signature-256'], WEBHOOK_SECRET))
      note(`webhook for ${id} unsigned`);
    const list = arrivals.get(`${r.body.kind}/${id}`) ?? [];
    list.push(r.at);
    arrivals.set(`${r.body.kind}/${id}`, list);
  }
  const unique = new Map(acked.map((a) => [keyOf(a), a]));
  let finalStats: Awaited<ReturnType<typeof adminStats>> | null = null;
  const listedPending: number[] = [];
  for (const kind of KINDS) {
    const records = await storedRecords(kind);
    const entries = await indexedEntries(kind);
    const listed = await listedLeads(kind, cookie);
    const listedIds = listed.map((l) => l.id);
    const live = [...unique.values()].filter((a) => a.kind === kind && !erasedAt.has(keyOf(a))).map((a) => a.id);
    for (const id of live) {
      if (!records.has(id)) note(`acknowledged ${kind} ${id} not stored`);
      const times = listedIds.filter((x) => x === id).length;
      if (times !== 1) note(`acknowledged ${kind} ${id} listed ${times} times`);
    }
    for (const id of listedIds)
      if (!unique.has(`${kind}/${id}`) && !crashed.has(`${kind}/${id}`)) note(`unknown ${kind} ${id} listed`);
    for (const k of crashed) {
      const [crashedKind, id] = k.split('/');
      if (crashedKind !== kind || erasedAt.has(k) || !records.has(id)) continue;
      const times = listedIds.filter((x) => x === id).length;
      if (times !== 1) note(`crashed ${k} listed ${times} times after the restart`);
    }
    const deliveries = new Set(await keysOf(DELIVERY_STORE));
    for (const [k, at] of erasedAt) {
      const [erasedKind, id] = k.split('/') as [LeadKind, string];
      if (erasedKind !== kind) continue;
      if (records.has(id)) note(`erased ${k} still stored`);
      if (listedIds.includes(id)) note(`erased ${k} listed`);
      if (entries.some((e) => e.id === id)) note(`erased ${k} indexed`);
      if (deliveries.has(`state/${k}`) || deliveries.has(`outbox/${k}`)) note(`erased ${k} still queued`);
      const late = (arrivals.get(k) ?? []).filter((t) => t > at);
      if (late.length) note(`erased ${k} sent ${late.length} time(s) after its erasure returned`);
    }
    // Index equals records.
    const indexIds = entries.map((e) => e.id).sort();
    const recordIds = [...records.keys()].sort();
    if (JSON.stringify(indexIds) !== JSON.stringify(recordIds))
      note(`${kind} index ${indexIds.length} entries != ${recordIds.length} records`);
    for (const e of entries) {
      const r = records.get(e.id);
      if (r && r.status !== e.status) note(`${kind} ${e.id} indexed as ${e.status}, stored as ${r.status}`);
    }
    // Deliveries: marked delivered only after a 2xx.
    for (const id of live) {
      const d = await readDelivery(kind, id);
      if (d?.state === 'delivered') {
        const ok = receiver.received.some((r) => r.body.lead.id === id && r.status >= 200 && r.status < 300);
        if (!ok) note(`${kind} ${id} marked delivered without a 2xx`);
      }
    }
    const report = await rebuildIndex(kind);
    if (report.added || report.removed)
      note(`${kind} repair at quiescence added ${report.added}, removed ${report.removed}`);
    // Stats equal the lists.
    const stats = (finalStats ??= await adminStats(cookie));
    listedPending.push(listed.filter((l) => l.status === 'pending').length);
    const count = kind === 'launchpad' ? stats.launchpadCount : stats.contactCount;
    if (count !== listed.length) note(`${kind} stat card ${count} != list ${listed.length}`);
  }
  const pending = listedPending.reduce((n, x) => n + x, 0);
  if (finalStats && finalStats.pendingCount !== pending)
    note(`pending card ${finalStats.pendingCount} != listed pending ${pending}`);
  // Claims of erased leads keep no copy.
  for (const key of await keysOf(IDEMPOTENCY_STORE)) {
    if (key.startsWith('by-lead/')) continue;
    const claim = (await strong(IDEMPOTENCY_STORE).get(key, { type: 'json' })) as {
      id: string;
      kind?: string;
      record?: unknown;
    };
    const erased = [...erasedAt.keys()].some((k) => k.endsWith(`/${claim.id}`));
    if (erased && claim.record !== undefined) note(`erased ${claim.id} kept in its idempotency claim`);
  }
  return { seed, operations, violations };
}

/**
 * Lead notifications: every new lead is POSTed to LEAD_WEBHOOK_URL as
 * `{ type: "lead.created", kind, lead, text }` with `X-Webhook-Id: <lead id>` and, when LEAD_WEBHOOK_SECRET is set,
 * `X-Webhook-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`.
 *
 * Delivery never touches the visitor's response: the lead function hands `notifyNewLead` to `context.waitUntil`.
 * State lives in DELIVERY_STORE, two blobs per lead:
 * - `outbox/<kind>/<id>`: the exact body to send (signed bytes stay identical across retries), kept only until a
 *   2xx acknowledges it (erasure deletes it too);
 * - `state/<kind>/<id>`: `{ state: pending | delivered | failed, attempts, lastError, nextAttemptAt, ... }`.
 * Attempts: one at once, then in the same invocation after the delays of LEAD_WEBHOOK_RETRY_DELAYS_MS (default
 * 10 s and 50 s: three attempts over a minute), then by the scheduled function `lead-webhook-retry` (every minute)
 * with exponential back-off up to MAX_ATTEMPTS; after that the lead stays `failed` until "Resend" in the admin.
 * A lead is marked delivered only after a 2xx answer. Delivery is at least once: receivers de-duplicate on X-Webhook-Id.
 * One attempt at a time: each attempt first holds the lead for ATTEMPT_LEASE_MS (its `nextAttemptAt`), written only if
 * the state is still the one it read, so the scheduled sweep never sends a lead whose attempt is still on its way.
 * Erasure wins every race: an attempt writes its outcome only if the state is still its own hold (compare-and-swap on
 * the hold's etag), whatever queues a lead checks its tombstone afterwards (lead/tombstone.ts: erasure writes it
 * before deleting anything, and deletes the delivery blobs twice), and an attempt checks it before it sends, so nothing
 * about an erased lead is left behind or sent after its erasure returned.
 */
import { createHmac } from 'node:crypto';
import { LEAD_ID_PATTERN, LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { leadSummary } from '../../../src/lib/lead/summary';
import { blobs, store, StorageUnavailableError } from '../blobs';
import { entryFromRecord, indexAdd, indexPatch, type StoredLead } from './index-store';
import { isErased } from './tombstone';
import { isKeptAsSpam } from '../../../src/lib/admin/lead-query';
import { DELIVERY_STORE } from '../../../src/lib/blobs/stores';

export { DELIVERY_STORE };
/** A stored lead record as sent: its id plus whatever fields it has. */
export type LeadLike = { id: string };
export const MAX_ATTEMPTS = 10;
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How long an attempt holds its lead: the scheduler leaves it alone meanwhile (the timeout plus a margin). */
export const ATTEMPT_LEASE_MS = ATTEMPT_TIMEOUT_MS + 5_000;
/** Leads newer than this are checked by the scheduled function for a missing delivery (lost waitUntil). */
export const RECONCILE_WINDOW_MS = 48 * 60 * 60 * 1000;

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  queuedAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  /** When the next automatic attempt is due; null once automatic retries have given up. */
  nextAttemptAt?: string | null;
  deliveredAt?: string;
}

export interface WebhookConfig {
  url: string;
  secret: string | null;
}

type Env = Record<string, string | undefined>;

export function webhookConfig(env: Env = process.env): WebhookConfig | null {
  const raw = env.LEAD_WEBHOOK_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { url: url.href, secret: env.LEAD_WEBHOOK_SECRET?.trim() || null };
  } catch {
    console.error('[webhook] LEAD_WEBHOOK_URL is not a URL: lead notifications are off');
    return null;
  }
}

/** In-process retry delays (ms) after the first attempt. */
export function retryDelays(env: Env = process.env): number[] {
  const raw = env.LEAD_WEBHOOK_RETRY_DELAYS_MS;
  const parsed = raw ? raw.split(',').map((s) => Number(s.trim())) : [];
  return parsed.length && parsed.every((n) => Number.isFinite(n) && n >= 0) ? parsed : [10_000, 50_000];
}

/** The back-off unit (LEAD_WEBHOOK_BACKOFF_MS, default one minute; tests use less). */
export function backoffUnit(env: Env = process.env): number {
  const n = Number(env.LEAD_WEBHOOK_BACKOFF_MS);
  return Number.isFinite(n) && n > 0 ? n : 60_000;
}

/** Back-off of the scheduled attempts: 2, 4, 8 … units (minutes) after the previous one, at most 6 hours. */
export function backoffMs(attempts: number, unit = backoffUnit()): number {
  return Math.min(6 * 60 * 60_000, unit * 2 ** Math.max(1, attempts - 2));
}

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function webhookBody(kind: LeadKind, lead: LeadLike): string {
  return JSON.stringify({ type: 'lead.created', kind, lead, text: leadSummary(kind, lead) });
}

const deliveries = () => store(DELIVERY_STORE);
const stateKey = (kind: LeadKind, id: string) => `state/${kind}/${id}`;
const outboxKey = (kind: LeadKind, id: string) => `outbox/${kind}/${id}`;

export async function readDelivery(kind: LeadKind, id: string): Promise<Delivery | null> {
  return (await blobs(() => deliveries().get(stateKey(kind, id), { type: 'json' }))) as Delivery | null;
}

type Condition = { onlyIfMatch: string } | { onlyIfNew: true } | Record<string, never>;

/**
 * Writes the state (only if `condition` holds), and its short form into the lead's index entry so the admin list
 * shows it (best effort). The etag written, or null when the condition did not hold and nothing was written.
 */
async function writeDelivery(
  kind: LeadKind,
  id: string,
  delivery: Delivery,
  condition: Condition = {},
): Promise<{ etag?: string } | null> {
  const written = await blobs(() => deliveries().setJSON(stateKey(kind, id), delivery, condition));
  if (!written.modified) return null;
  try {
    await indexPatch(kind, id, { delivery: { state: delivery.state, attempts: delivery.attempts } });
  } catch (err) {
    console.error(
      `[webhook] index entry of ${kind} ${id} not updated:`,
      err instanceof Error ? err.message : String(err),
    );
  }
  return { etag: written.etag };
}

/**
 * Whether the lead may still be notified: not erased (erasure writes its tombstone before it deletes anything, then
 * deletes the delivery blobs twice). A record whose metadata write was interrupted by a crash is still a lead: this
 * never asks for metadata.
 */
async function leadLive(kind: LeadKind, id: string): Promise<boolean> {
  return !(await isErased(kind, id));
}

/**
 * Webhook requests on their way from this process, per lead. An attempt registers before it checks the tombstone and
 * an erasure waits for them after writing it, so no request for an erased lead leaves this process after the erasure
 * returns. (Across function instances the tombstone check alone closes all but the request's own flight time.)
 */
const sends = new Map<string, Set<Promise<void>>>();
const sendKey = (kind: LeadKind, id: string) => `${kind}/${id}`;

function registerSend(kind: LeadKind, id: string): () => void {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  const key = sendKey(kind, id);
  const set = sends.get(key) ?? new Set();
  set.add(done);
  sends.set(key, set);
  return () => {
    release();
    set.delete(done);
    if (set.size === 0 && sends.get(key) === set) sends.delete(key);
  };
}

/** Waits until no webhook request for this lead is on its way from this process. */
export async function settleSends(kind: LeadKind, id: string): Promise<void> {
  const set = sends.get(sendKey(kind, id));
  if (set) await Promise.all([...set]);
}

/**
 * Queues the lead's notification (pending, nothing sent yet). `attemptingNow`: the caller attempts it at once, so the
 * scheduler leaves it alone for one lease. Null when the lead was erased meanwhile: then nothing stays queued.
 */
export async function queueDelivery(
  kind: LeadKind,
  lead: LeadLike,
  now = Date.now(),
  { attemptingNow = false } = {},
): Promise<Delivery | null> {
  // A lead kept as spam is never sent (the sweep and "Resend" included); "Not spam" releases it first.
  if (isKeptAsSpam(lead)) return null;
  const delivery: Delivery = {
    state: 'pending',
    attempts: 0,
    queuedAt: new Date(now).toISOString(),
    nextAttemptAt: new Date(attemptingNow ? now + ATTEMPT_LEASE_MS : now).toISOString(),
  };
  await blobs(() => deliveries().set(outboxKey(kind, lead.id), webhookBody(kind, lead)));
  await writeDelivery(kind, lead.id, delivery);
  // Checked after the writes: an erasure whose tombstone came before this check is undone here, one after it deletes
  // what was just written.
  if (!(await leadLive(kind, lead.id))) {
    await forgetDelivery(kind, lead.id);
    return null;
  }
  return delivery;
}

/** Whether the lead has a delivery state or a payload waiting (read with `get`: crash-safe). */
export async function hasDelivery(kind: LeadKind, id: string): Promise<boolean> {
  const s = deliveries();
  const [state, outbox] = await blobs(() =>
    Promise.all([s.get(stateKey(kind, id), { type: 'text' }), s.get(outboxKey(kind, id), { type: 'text' })]),
  );
  return state !== null || outbox !== null;
}

/** Deletes the lead's delivery state and any payload waiting to be sent (erasure). Whether anything was there. */
export async function forgetDelivery(kind: LeadKind, id: string): Promise<boolean> {
  const s = deliveries();
  const [state, outbox] = await blobs(() =>
    Promise.all([s.get(stateKey(kind, id), { type: 'text' }), s.get(outboxKey(kind, id), { type: 'text' })]),
  );
  await Promise.all([blobs(() => s.delete(stateKey(kind, id))), blobs(() => s.delete(outboxKey(kind, id)))]);
  return state !== null || outbox !== null;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
      return `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`;
    return (cause?.code ?? cause?.message ?? err.message).slice(0, 200);
  }
  return String(err).slice(0, 200);
}

export interface AttemptOptions {
  config?: WebhookConfig | null;
  now?: () => number;
  /** When this attempt fails, the next one planned in this process is this far away (ms); null: none planned. */
  nextInProcessMs?: number | null;
}

/**
 * One delivery attempt of a queued lead. Marks it delivered only on a 2xx; otherwise records the error and when the
 * next attempt is due. Returns the new state, or null when nothing is queued (delivered meanwhile, or erased).
 */
export async function attemptDelivery(
  kind: LeadKind,
  id: string,
  { config = webhookConfig(), now = Date.now, nextInProcessMs = null }: AttemptOptions = {},
): Promise<Delivery | null> {
  if (!config) return null;
  const s = deliveries();
  const body = (await blobs(() => s.get(outboxKey(kind, id), { type: 'text' }))) as string | null;
  if (body === null) return readDelivery(kind, id);
  const read = await blobs(() => s.getWithMetadata(stateKey(kind, id), { type: 'json' }));
  const before = (read?.data as Delivery | undefined) ?? {
    state: 'pending',
    attempts: 0,
    queuedAt: new Date(now()).toISOString(),
  };
  if (before.state === 'delivered') return before; // another attempt has just succeeded
  // Hold the lead while this attempt is on its way (the state only; the admin list shows no difference), unless
  // another attempt or an erasure changed the state since it was read: then this attempt leaves the lead to it.
  const lease: Delivery = { ...before, nextAttemptAt: new Date(now() + ATTEMPT_LEASE_MS).toISOString() };
  const held = await blobs(() =>
    s.setJSON(stateKey(kind, id), lease, read ? (read.etag ? { onlyIfMatch: read.etag } : {}) : { onlyIfNew: true }),
  );
  if (!held.modified) return readDelivery(kind, id);
  // The outcome is written only over this hold: never over an erasure, a newer "Resend" or another attempt's result.
  const ownHold: Condition = held.etag ? { onlyIfMatch: held.etag } : {};
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'influencerly-lead-webhook/1',
    'x-webhook-id': id,
  };
  if (config.secret) headers['x-webhook-signature-256'] = signature(body, config.secret);

  // Registered before the tombstone is checked (see `sends`): an erasure either waits for this request or is seen here.
  const release = registerSend(kind, id);
  let failure: string | null = null;
  try {
    if (await isErased(kind, id)) {
      await blobs(() => s.delete(stateKey(kind, id)));
      await blobs(() => s.delete(outboxKey(kind, id)));
      return null;
    }
    const res = await fetch(config.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => {});
    if (res.status < 200 || res.status > 299) failure = `HTTP ${res.status}`;
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    failure = describe(err);
  } finally {
    release();
  }
  const at = now();
  const attempts = before.attempts + 1;
  // The payload is gone: another attempt delivered it, or the lead was erased while the request was on its way.
  // Write nothing back; after an erasure, remove what this attempt's hold may have recreated.
  const queued = await blobs(() => s.get(outboxKey(kind, id), { type: 'text' }));
  if (queued === null) {
    const current = await readDelivery(kind, id);
    if (current?.state === 'delivered') return current;
    if (current) await blobs(() => s.delete(stateKey(kind, id)));
    return null;
  }
  if (failure === null) {
    const delivered: Delivery = {
      state: 'delivered',
      attempts,
      queuedAt: before.queuedAt,
      lastAttemptAt: new Date(at).toISOString(),
      deliveredAt: new Date(at).toISOString(),
      nextAttemptAt: null,
    };
    if (!(await writeDelivery(kind, id, delivered, ownHold))) return readDelivery(kind, id);
    await blobs(() => s.delete(outboxKey(kind, id)));
    return delivered;
  }
  const next =
    // While this process still plans a retry, the scheduler leaves the lead alone a little longer than that.
    nextInProcessMs !== null
      ? at + nextInProcessMs + backoffUnit() / 2
      : attempts >= MAX_ATTEMPTS
        ? null
        : at + backoffMs(attempts);
  const failed: Delivery = {
    state: 'failed',
    attempts,
    queuedAt: before.queuedAt,
    lastAttemptAt: new Date(at).toISOString(),
    lastError: failure,
    nextAttemptAt: next === null ? null : new Date(next).toISOString(),
  };
  // Another attempt may have succeeded meanwhile, or the lead was erased: then the failure is not written.
  if (!(await writeDelivery(kind, id, failed, ownHold))) return readDelivery(kind, id);
  return failed;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inFlight = new Set<Promise<unknown>>();

/** Waits for every notification this process started (tests; a long-lived server's shutdown). */
export async function settleDeliveries(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * The background work after a new lead: queue it, try at once, retry after the configured delays. Never throws.
 * Hand the promise to `context.waitUntil` so the platform keeps the invocation alive after the 201.
 */
export function notifyNewLead(kind: LeadKind, lead: LeadLike, env: Env = process.env): Promise<void> {
  const config = webhookConfig(env);
  if (!config) return Promise.resolve();
  const delays = retryDelays(env);
  const work = (async () => {
    try {
      if (!(await queueDelivery(kind, lead, Date.now(), { attemptingNow: true }))) return;
      for (let i = 0; ; i++) {
        const result = await attemptDelivery(kind, lead.id, {
          config,
          nextInProcessMs: i < delays.length ? delays[i] : null,
        });
        if (!result || result.state === 'delivered' || i >= delays.length) return;
        await sleep(delays[i]);
      }
    } catch (err) {
      // The scheduled function picks the lead up (it also finds leads whose queueing failed).
      console.error(`[webhook] ${kind} ${lead.id}:`, err instanceof Error ? err.message : String(err));
    }
  })();
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  return work;
}

/** Keys of one store's leads created after `since` (ids start with the creation time, so a prefix narrows the listing). */
export async function recentLeadIds(kind: LeadKind, since: number): Promise<string[]> {
  const s = store(LEAD_STORES[kind]);
  const from = String(since).padStart(13, '0');
  const to = String(Date.now()).padStart(13, '0');
  // The common prefix of both ends bounds the listing.
  let prefix = '';
  while (prefix.length < 13 && from[prefix.length] === to[prefix.length]) prefix += from[prefix.length];
  const { blobs: listed } = await blobs(() => s.list({ prefix }));
  return listed.map((b) => b.key).filter((k) => LEAD_ID_PATTERN.test(k) && k >= from);
}

/**
 * A recent lead a sweep found without its background work's record, made visible before anything is sent for it:
 * a lead whose create stopped before its index entry (a crash, a lost instance) is indexed first (an add never
 * overwrites an entry, nor indexes an erased id), so the admin sees a lead no later than its webhook or e-mail
 * leaves. Null when the record is gone, or when indexing failed: the next run tries again.
 */
export async function indexedLead(kind: LeadKind, id: string, sweep: string): Promise<StoredLead | null> {
  const lead = (await blobs(() => store(LEAD_STORES[kind]).get(id, { type: 'json' }))) as StoredLead | null;
  if (!lead) return null;
  try {
    await indexAdd(kind, entryFromRecord({ ...lead, id }));
  } catch (err) {
    console.error(`[${sweep}] ${kind} ${id} not indexed, left for the next run:`, describe(err));
    return null;
  }
  return { ...lead, id };
}

export interface SweepResult {
  queued: number;
  attempted: number;
  delivered: number;
}

/**
 * The scheduled function's work: queue recent leads that never got a delivery record (their background work was
 * lost, or their create was killed after storing the record), each indexed first so the admin sees a lead no later
 * than the webhook gets it; then attempt every queued lead whose next attempt is due. Bounded per run.
 */
export async function sweepDeliveries({
  config = webhookConfig(),
  now = Date.now(),
  limit = 200,
}: { config?: WebhookConfig | null; now?: number; limit?: number } = {}): Promise<SweepResult> {
  const result: SweepResult = { queued: 0, attempted: 0, delivered: 0 };
  if (!config) return result;
  const s = deliveries();
  for (const kind of Object.keys(LEAD_STORES) as LeadKind[]) {
    // Leads younger than one back-off unit are left to their own background task, which is about to queue them.
    const settled = String(now - backoffUnit()).padStart(13, '0');
    for (const id of await recentLeadIds(kind, now - RECONCILE_WINDOW_MS)) {
      if (id.slice(0, 13) > settled) continue;
      if ((await blobs(() => s.get(stateKey(kind, id), { type: 'text' }))) !== null) continue;
      const lead = await indexedLead(kind, id, 'webhook');
      if (lead && (await queueDelivery(kind, lead, now))) result.queued++;
    }
  }
  const { blobs: outbox } = await blobs(() => s.list({ prefix: 'outbox/' }));
  for (const { key } of outbox) {
    if (result.attempted >= limit) break;
    const [, kind, id] = key.split('/') as [string, LeadKind, string];
    if (!(kind in LEAD_STORES) || !LEAD_ID_PATTERN.test(id)) continue;
    const state = await readDelivery(kind, id);
    const due =
      !state || (state.state !== 'delivered' && state.nextAttemptAt != null && Date.parse(state.nextAttemptAt) <= now);
    if (!due) continue;
    result.attempted++;
    const after = await attemptDelivery(kind, id, { config });
    if (after?.state === 'delivered') result.delivered++;
  }
  return result;
}

/** "Resend" in the admin: queue the lead's current record again and try once now; automatic retries follow. */
export async function resendLead(kind: LeadKind, lead: LeadLike, config = webhookConfig()): Promise<Delivery | null> {
  if (!config) return null;
  if (!(await queueDelivery(kind, lead, Date.now(), { attemptingNow: true }))) return null;
  return attemptDelivery(kind, lead.id, { config });
}

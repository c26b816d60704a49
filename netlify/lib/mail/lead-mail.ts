/**
 * The e-mails of a new lead (issue 54): the prospect's receipt and, with SALES_EMAIL, the sales team's copy. Sent with
 * nodemailer over SMTP_URL from MAIL_FROM after the 201 (the lead function hands `mailNewLead` to context.waitUntil).
 *
 * Exactly once per lead and message: the state `<type>/<kind>/<id>` in MAIL_STORE (no personal data: states, times
 * and counts; the message is rebuilt from the stored record at each attempt) is claimed before sending with a
 * conditional write (only if new, or only over the version read), holding the lead for LEASE_MS; the outcome is
 * written only over that claim. A second process, a replay or the sweep therefore never sends a message already sent
 * or on its way; a crash after the claim and before the send leaves a claim whose lease runs out, and the sweep sends
 * it then. The one window left, a crash between the SMTP server's acceptance and the write of `sent`, resends the same
 * Message-ID (`<receipt.<kind>.<id>@host>`), which mail clients show once. See docs/decisions/data-rights.md.
 *
 * Retries as the webhook's (lead/webhook.ts): at once, then after MAIL_RETRY_DELAYS_MS in process (10 s, 50 s), then
 * the scheduled `lead-mail-retry` every minute with exponential back-off (MAIL_BACKOFF_MS unit) up to MAX_ATTEMPTS;
 * it also finds leads of the last 48 hours whose background task was lost. Never sent for a lead held as spam
 * (state `skipped`) nor for an erased lead (tombstone checked after the claim, right before sending).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { MAIL_STORE } from '../../../src/lib/blobs/stores';
import { receiptMessage, salesMessage, type MailMessage } from '../../../src/lib/data-rights/receipt';
import { manageUrl } from '../../../src/lib/data-rights/contract';
import { retentionDays, retentionPeriodText } from '../../../src/lib/lead/retention';
import { site } from '../../../src/config/site';
import { SITE_URL } from '../../../src/config/site-url.mjs';
import { blobs, store, StorageUnavailableError } from '../blobs';
import { isErased } from '../lead/tombstone';
import { backoffMs, indexedLead, recentLeadIds, RECONCILE_WINDOW_MS } from '../lead/webhook';
import { isKeptAsSpam } from '../../../src/lib/admin/lead-query';
import { manageSecret, manageToken } from '../data-rights/token';

export { MAIL_STORE };
type Env = Record<string, string | undefined>;
export type MailType = 'receipt' | 'sales';
export const MAX_ATTEMPTS = 10;
/** How long an attempt holds its message: nodemailer's timeouts below, plus a margin. */
export const LEASE_MS = 60_000;

export interface MailState {
  state: 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  leaseUntil?: string;
  lastError?: string;
  nextAttemptAt?: string | null;
  sentAt?: string;
  reason?: 'spam';
}

export interface MailConfig {
  url: string;
  from: string;
  sales: string | null;
  origin: string;
}

/** SMTP_URL and MAIL_FROM, or null (no e-mail is sent: the rest of the site works without it). */
export function mailConfig(env: Env = process.env): MailConfig | null {
  const url = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!url || !from) return null;
  if (!/^smtps?:\/\//.test(url)) {
    console.error('[mail] SMTP_URL must start with smtp:// or smtps://: e-mails are off');
    return null;
  }
  return { url, from, sales: env.SALES_EMAIL?.trim() || null, origin: env.URL?.trim() || SITE_URL };
}

export function mailRetryDelays(env: Env = process.env): number[] {
  const parsed = (env.MAIL_RETRY_DELAYS_MS ?? '').split(',').filter(Boolean).map(Number);
  return parsed.length && parsed.every((n) => Number.isFinite(n) && n >= 0) ? parsed : [10_000, 50_000];
}

export function mailBackoffUnit(env: Env = process.env): number {
  const n = Number(env.MAIL_BACKOFF_MS);
  return Number.isFinite(n) && n > 0 ? n : 60_000;
}

const mailTypes = (config: MailConfig): MailType[] => (config.sales ? ['receipt', 'sales'] : ['receipt']);
const stateKey = (type: MailType, kind: LeadKind, id: string) => `${type}/${kind}/${id}`;
const mails = () => store(MAIL_STORE);

const transports = new Map<string, Transporter>();
function transport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url, {});
    Object.assign(t.options, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, t);
  }
  return t;
}

export async function readMailState(type: MailType, kind: LeadKind, id: string): Promise<MailState | null> {
  return (await blobs(() => mails().get(stateKey(type, kind, id), { type: 'json' }))) as MailState | null;
}

/** Deletes every mail state of a lead (erasure). */
export async function forgetMail(kind: LeadKind, id: string): Promise<void> {
  await Promise.all(
    (['receipt', 'sales'] as const).map((type) => blobs(() => mails().delete(stateKey(type, kind, id)))),
  );
}

function messageFor(
  type: MailType,
  kind: LeadKind,
  lead: Record<string, unknown> & { id: string },
  config: MailConfig,
) {
  const secret = manageSecret();
  if (type === 'sales') return { to: config.sales!, message: salesMessage(kind, lead) };
  const origin = config.origin.replace(/\/$/, '');
  const message: MailMessage = receiptMessage(lead, {
    brand: site.brand,
    // Without NEWSLETTER_SECRET no link can be signed: the receipt then points to the grievance contact only.
    manageUrl: secret ? manageUrl(origin, manageToken(kind, lead.id, secret)) : `mailto:${site.supportEmail}`,
    retention: retentionPeriodText(retentionDays()),
    grievanceEmail: site.supportEmail,
    privacyUrl: `${origin}/privacy#your-data`,
  });
  return { to: String(lead.email), message };
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return String(e?.code ?? e?.message ?? err).slice(0, 200);
}

/**
 * One attempt to send one message of one lead. Returns the state after it, or null when there is nothing to send
 * (the lead is gone or erased, or another attempt holds it).
 */
export async function attemptMail(
  type: MailType,
  kind: LeadKind,
  id: string,
  { config = mailConfig(), now = Date.now, nextInProcessMs = null as number | null } = {},
): Promise<MailState | null> {
  if (!config) return null;
  const s = mails();
  const key = stateKey(type, kind, id);
  const read = await blobs(() => s.getWithMetadata(key, { type: 'json' }));
  const before = (read?.data as MailState | undefined) ?? { state: 'failed', attempts: 0 };
  if (before.state === 'sent' || before.state === 'skipped') return before;
  if (before.state === 'sending' && Date.parse(before.leaseUntil ?? '') > now()) return null;
  if (before.state === 'failed' && read && before.nextAttemptAt === null) return before; // gave up
  const claim: MailState = {
    state: 'sending',
    attempts: before.attempts,
    leaseUntil: new Date(now() + LEASE_MS).toISOString(),
  };
  const held = await blobs(() =>
    s.setJSON(key, claim, read ? (read.etag ? { onlyIfMatch: read.etag } : {}) : { onlyIfNew: true }),
  );
  if (!held.modified) return null; // another attempt claimed it first
  const own = held.etag ? { onlyIfMatch: held.etag } : {};
  const finish = async (state: MailState) => {
    const written = await blobs(() => s.setJSON(key, state, own));
    return written.modified ? state : readMailState(type, kind, id);
  };

  const lead = (await blobs(() => store(LEAD_STORES[kind]).get(id, { type: 'json' }))) as
    (Record<string, unknown> & { id: string }) | null;
  if (!lead || (await isErased(kind, id))) {
    await blobs(() => s.delete(key));
    return null;
  }
  if (isKeptAsSpam(lead)) return finish({ state: 'skipped', attempts: before.attempts, reason: 'spam' });

  let failure: string | null = null;
  try {
    const { to, message } = messageFor(type, kind, { ...lead, id }, config);
    const host = new URL(config.origin).hostname;
    await transport(config.url).sendMail({
      from: config.from,
      to,
      subject: message.subject,
      text: message.text,
      messageId: `<${type}.${kind}.${id}@${host}>`,
    });
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    failure = describe(err);
  }
  const at = now();
  const attempts = before.attempts + 1;
  if (failure === null) return finish({ state: 'sent', attempts, sentAt: new Date(at).toISOString() });
  const next =
    nextInProcessMs !== null
      ? at + nextInProcessMs + mailBackoffUnit() / 2
      : attempts >= MAX_ATTEMPTS
        ? null
        : at + backoffMs(attempts, mailBackoffUnit());
  return finish({
    state: 'failed',
    attempts,
    lastError: failure,
    nextAttemptAt: next === null ? null : new Date(next).toISOString(),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inFlight = new Set<Promise<unknown>>();

/** Waits for every e-mail task this process started (tests, the bench). */
export async function settleMail(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/** The background work after a new lead: each message at once, then after the in-process delays. Never throws. */
export function mailNewLead(kind: LeadKind, lead: { id: string }, env: Env = process.env): Promise<void> {
  const config = mailConfig(env);
  if (!config) return Promise.resolve();
  const delays = mailRetryDelays(env);
  const one = async (type: MailType) => {
    for (let i = 0; ; i++) {
      const nextInProcessMs = i < delays.length ? delays[i] : null;
      const result = await attemptMail(type, kind, lead.id, { config, nextInProcessMs });
      if (!result || result.state !== 'failed' || i >= delays.length) return;
      await sleep(delays[i]);
    }
  };
  const work = Promise.all(mailTypes(config).map(one)).then(
    () => undefined,
    // The scheduled sweep picks the lead up.
    (err: unknown) => console.error(`[mail] ${kind} ${lead.id}:`, describe(err)),
  );
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
  return work;
}

export interface MailSweepResult {
  attempted: number;
  sent: number;
}

/**
 * The scheduled function's work: every message of a lead of the last 48 hours that has no state (its background task
 * was lost: the lead is indexed first), a failed one whose next attempt is due, or a claim whose lease ran out (a
 * crash) is attempted. Bounded.
 */
export async function sweepMail({
  config = mailConfig(),
  now = Date.now(),
  limit = 500,
}: { config?: MailConfig | null; now?: number; limit?: number } = {}): Promise<MailSweepResult> {
  const result: MailSweepResult = { attempted: 0, sent: 0 };
  if (!config) return result;
  const settled = String(now - mailBackoffUnit()).padStart(13, '0');
  for (const kind of Object.keys(LEAD_STORES) as LeadKind[]) {
    for (const id of await recentLeadIds(kind, now - RECONCILE_WINDOW_MS)) {
      // Whether the lead is in the admin's index: made sure of once per lead, for its first message without a state.
      let visible: boolean | undefined;
      for (const type of mailTypes(config)) {
        if (result.attempted >= limit) return result;
        const state = await readMailState(type, kind, id);
        const due = state
          ? (state.state === 'failed' && state.nextAttemptAt != null && Date.parse(state.nextAttemptAt) <= now) ||
            (state.state === 'sending' && Date.parse(state.leaseUntil ?? '') <= now)
          : id.slice(0, 13) <= settled;
        if (!due) continue;
        // A lost background task may mean a lost index entry too: the admin sees the lead before its receipt leaves.
        if (!state && !(visible ??= (await indexedLead(kind, id, 'mail sweep')) !== null)) continue;
        result.attempted++;
        const after = await attemptMail(type, kind, id, { config, now: () => now });
        if (after?.state === 'sent') result.sent++;
      }
    }
  }
  return result;
}

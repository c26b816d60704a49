/**
 * The lead store as its users reach it, for the race and history tests: a visitor's submission (with or without an
 * Idempotency-Key), the admin's list, status change, erasure, stats and repair, each through the real function handler
 * against the test Blobs server; plus direct reads of what is stored, indexed and queued.
 */
import { getStore } from '@netlify/blobs';
import launchpad from '../../../netlify/functions/launchpad';
import contact from '../../../netlify/functions/contact';
import launchpadItem from '../../../netlify/functions/launchpad-status';
import contactItem from '../../../netlify/functions/contact-status';
import stats from '../../../netlify/functions/admin-stats';
import { startSession } from '../../../netlify/lib/auth';
import { clearIndexMemo, LEAD_INDEX_STORE, scanIndex } from '../../../netlify/lib/lead/index-store';
import { DELIVERY_STORE } from '../../../netlify/lib/lead/webhook';
import { AUDIT_STORE } from '../../../netlify/lib/lead/erase';
import { TOMBSTONE_STORE } from '../../../netlify/lib/lead/tombstone';
import { IDEMPOTENCY_STORE, LEAD_STORES, RATE_LIMIT_STORE } from '../../../src/lib/lead/storage';
import { LIST_KEY, type LeadKind } from '../../../src/lib/lead/kinds';
import { callFunction, clearStores as clearAll, type Handler } from './blobs';
import { humanProof } from '../../support/spam-proof';

export const ORIGIN = 'http://localhost:8888';
export const ADMIN = { password: 'store-tests-password', secret: 'r'.repeat(48) };
export const KINDS: readonly LeadKind[] = ['launchpad', 'contact'];

const HANDLERS: Record<LeadKind, { list: Handler; item: Handler }> = {
  launchpad: { list: launchpad, item: launchpadItem },
  contact: { list: contact, item: contactItem },
};

export const strong = (name: string) => getStore({ name, consistency: 'strong' });

/** Every store the lead paths write. */
export const LEAD_PATH_STORES = [
  ...Object.values(LEAD_STORES),
  IDEMPOTENCY_STORE,
  DELIVERY_STORE,
  AUDIT_STORE,
  TOMBSTONE_STORE,
  LEAD_INDEX_STORE,
  RATE_LIMIT_STORE,
];

export async function clearStores(names: readonly string[] = LEAD_PATH_STORES): Promise<void> {
  await clearAll(...names);
  clearIndexMemo();
}

export function useAdminEnv(): void {
  Object.assign(process.env, {
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_SESSION_SECRET: ADMIN.secret,
    SUBMISSION_RATE_LIMIT: '0',
  });
}

export async function adminCookie(): Promise<string> {
  return `admin_session=${(await startSession(ADMIN)).token}`;
}

let n = 0;
export const leadBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `lead${++n}@example.com`,
  phone: '+91 98765 43210',
  company: 'Glow Labs',
  programType: 'Launchpad Program',
  location: 'India',
  ...overrides,
});

/** A visitor's submission through the dialog: with a proof of work unless the body brings its own `altcha`. */
export async function submit(kind: LeadKind, body: Record<string, unknown>, key?: string): Promise<Response> {
  const proved = 'altcha' in body ? body : { ...body, altcha: await humanProof() };
  return callFunction(HANDLERS[kind].list, `/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(proved),
  });
}

export function patchStatus(kind: LeadKind, id: string, status: string, cookie: string): Promise<Response> {
  return callFunction(
    HANDLERS[kind].item,
    `/api/${kind}/${id}`,
    {
      method: 'PATCH',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    },
    { params: { id } },
  );
}

export function eraseRequest(kind: LeadKind, id: string, cookie: string): Promise<Response> {
  return callFunction(
    HANDLERS[kind].item,
    `/api/${kind}/${id}`,
    { method: 'DELETE', headers: { cookie, origin: ORIGIN } },
    { params: { id } },
  );
}

/** Every lead the admin's list shows, through every page, in order (ids may repeat if the list repeats them). */
export async function listedLeads(kind: LeadKind, cookie: string): Promise<{ id: string; status: string }[]> {
  const out: { id: string; status: string }[] = [];
  let cursor: string | null = null;
  for (;;) {
    const url = `/api/${kind}?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await callFunction(HANDLERS[kind].list, url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`list ${kind}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as Record<string, unknown> & { nextCursor: string | null };
    out.push(...(page[LIST_KEY[kind]] as { id: string; status: string }[]));
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
}

export async function adminStats(
  cookie: string,
): Promise<{ launchpadCount: number; contactCount: number; pendingCount: number }> {
  const res = await callFunction(stats, '/api/admin/stats', { headers: { cookie } });
  if (res.status !== 200) throw new Error(`stats: ${res.status}`);
  return res.json();
}

export async function storedRecords(kind: LeadKind): Promise<Map<string, { status: string }>> {
  const s = strong(LEAD_STORES[kind]);
  const { blobs } = await s.list();
  const out = new Map<string, { status: string }>();
  for (const { key } of blobs) {
    const value = (await s.get(key, { type: 'json' })) as { status: string } | null;
    if (value) out.set(key, value);
  }
  return out;
}

export async function indexedEntries(kind: LeadKind): Promise<{ id: string; status: string }[]> {
  clearIndexMemo();
  return scanIndex(kind, { includeSpam: true });
}

export async function keysOf(name: string, prefix?: string): Promise<string[]> {
  return (await strong(name).list(prefix ? { prefix } : {})).blobs.map((b) => b.key);
}

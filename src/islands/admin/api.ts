/** The admin island's calls to its own functions. Same-origin fetches: the session cookie goes along. */
import type { LeadKind, LeadStatus } from '~/lib/leads';

/** A stored record as the dashboard reads it: every field optional except id (old or odd records still show). */
export type AdminRecord = Record<string, unknown> & { id: string; status?: unknown; company?: unknown; name?: unknown; createdAt?: unknown };

export class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

const LIST_FIELD: Record<LeadKind, string> = { launchpad: 'applications', contact: 'contacts' };

export async function send(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    cache: 'no-store',
    ...init,
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  let body: Record<string, unknown> = {};
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // not JSON: keep the status only
  }
  if (!res.ok) throw new HttpError(res.status, typeof body.error === 'string' ? body.error : res.statusText);
  return { status: res.status, body };
}

export async function checkSession(): Promise<boolean> {
  const { body } = await send('/api/admin/session');
  return body.authenticated === true;
}

export async function login(password: string): Promise<void> {
  await send('/api/admin/session', { method: 'POST', body: JSON.stringify({ password }) });
}

export async function logout(): Promise<void> {
  await send('/api/admin/session', { method: 'DELETE' });
}

export async function fetchLeads(kind: LeadKind): Promise<AdminRecord[]> {
  const { body } = await send(`/api/${kind}`);
  const list = body[LIST_FIELD[kind]];
  if (!Array.isArray(list)) throw new HttpError(500, 'Unexpected answer');
  return list.filter((r): r is AdminRecord => !!r && typeof r === 'object' && typeof (r as AdminRecord).id === 'string');
}

export async function updateStatus(kind: LeadKind, id: string, status: LeadStatus): Promise<void> {
  await send(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ status }) });
}

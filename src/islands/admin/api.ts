/** The admin island's calls to its own functions. Same-origin fetches: the session cookie goes along. */
import type { LeadKind, LeadStatus } from '~/lib/leads';
import { filterToParams, type LeadFilter, type RepairReport } from '~/lib/admin/lead-query';
import type { DayCount } from '~/lib/admin/chart';
import type { DashboardStats } from '~/lib/admin/stats';

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

export interface LeadPage {
  items: AdminRecord[];
  nextCursor: string | null;
  total: number;
}

/** One page of a kind's leads for a filter, newest first (GET /api/{kind}?q&status&from&to&limit&cursor). */
export async function fetchLeadPage(kind: LeadKind, filter: LeadFilter = {}, cursor: string | null = null, limit?: number): Promise<LeadPage> {
  const params = filterToParams(filter);
  if (limit) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  const { body } = await send(`/api/${kind}${query ? `?${query}` : ''}`);
  const list = body[LIST_FIELD[kind]];
  if (!Array.isArray(list)) throw new HttpError(500, 'Unexpected answer');
  const items = list.filter((r): r is AdminRecord => !!r && typeof r === 'object' && typeof (r as AdminRecord).id === 'string');
  const nextCursor = typeof body.nextCursor === 'string' ? body.nextCursor : null;
  const total = typeof body.total === 'number' ? body.total : items.length;
  return { items, nextCursor, total };
}

/** Every lead of a kind that matches the filter (the CSV export), 500 a request. */
export async function fetchAllLeads(kind: LeadKind, filter: LeadFilter): Promise<AdminRecord[]> {
  const all: AdminRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: LeadPage = await fetchLeadPage(kind, filter, cursor, 500);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export type StatsAnswer = DashboardStats & { daily: DayCount[] };

/** The stat cards and the 30-day chart for a filter, in the admin's time zone. */
export async function fetchStats(filter: LeadFilter, timeZone: string): Promise<StatsAnswer> {
  const params = filterToParams(filter);
  params.set('tz', timeZone);
  const { body } = await send(`/api/admin/stats?${params}`);
  if (!Array.isArray(body.daily) || typeof body.launchpadCount !== 'number') throw new HttpError(500, 'Unexpected answer');
  return body as unknown as StatsAnswer;
}


export async function repairIndex(): Promise<Record<LeadKind, RepairReport>> {
  const { body } = await send('/api/admin/index/repair', { method: 'POST' });
  return body as unknown as Record<LeadKind, RepairReport>;
}

export async function updateStatus(kind: LeadKind, id: string, status: LeadStatus): Promise<void> {
  await send(`/api/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify({ status }) });
}

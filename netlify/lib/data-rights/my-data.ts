/**
 * POST /my-data?token=… (src/lib/data-rights/contract.ts): a prospect's own view, correction and erasure of one lead,
 * from the signed link of the receipt e-mail. The page's forms post to the page's own address with `action` = view,
 * correct or erase; JSON clients send `{ action, … }` and get JSON.
 *
 * - view: a form gets the /my-data page (dist/my-data.html, built by Astro) with the stored data filled in (every value
 *   HTML-escaped into the page's `__MY_DATA_<field>__` slots) and its Content-Security-Policy from dist/_headers;
 * - correct: name, phone, company, message checked with the lead dialog's rules, written over the version read
 *   (onlyIfMatch; a concurrent write re-reads), the index entry refreshed; 303 to `#my-data-corrected`;
 * - erase: the admin's erasure (lead/erase.ts: tombstone, record, claim copy, deliveries, index) and the lead's e-mail
 *   states; 303 to `/my-data#my-data-erased`. The link then answers `used`.
 * Each correction and erasure appends an entry (what, when, field names, never a value) to DATA_REQUEST_STORE.
 * Rate limited per client address like the lead submissions (scope `my-data`).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import {
  CORRECTABLE_FIELDS,
  correctionSchema,
  MY_DATA_ACTIONS,
  MY_DATA_PATH,
  MY_DATA_STATUS,
  myDataAnchor,
  SHOWN_FIELDS,
  TOKEN_PARAM,
  type CorrectableField,
  type DataRequest,
  type DataRequestList,
  type MyDataState,
  type ShownLead,
} from '../../../src/lib/data-rights/contract';
import { fieldErrorsOf } from '../../../src/lib/lead/schema';
import type { FieldErrors } from '../../../src/lib/http/contract';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { MAX_BODY_BYTES } from '../../../src/lib/lead/kinds';
import { DATA_REQUEST_STORE } from '../../../src/lib/blobs/stores';
import { blobs, store, StorageUnavailableError } from '../blobs';
import { empty, error, json, methodNotAllowed, SECURITY_HEADERS } from '../http';
import { BODY_MESSAGES, clientIp, isFormPost, readFormBody, readJsonBody } from '../request';
import { hitRateLimit } from '../rate-limit';
import { eraseLead } from '../lead/erase';
import { LEAD_ERRORS } from '../lead/create';
import { indexRefresh, leadStore, parseLead, readForWrite } from '../lead/index-store';
import { isErased } from '../lead/tombstone';
import { manageSecret, verifyManageToken } from './token';
import { liveSession } from '../auth';
import { adminSafely, UNAUTHENTICATED } from '../admin-http';

export { DATA_REQUEST_STORE };
const WRITE_ATTEMPTS = 16;

type Lead = Record<string, unknown> & { id: string };
type Found = { ok: true; kind: LeadKind; id: string } | { ok: false; state: MyDataState };

/** The lead a token names, or the state to answer (invalid, expired, used after an erasure, gone, unavailable). */
export async function leadOfToken(token: unknown, now = Date.now()): Promise<Found> {
  const secret = manageSecret();
  if (!secret) return { ok: false, state: 'unavailable' };
  const check = verifyManageToken(token, secret, now);
  if (!check.ok) return { ok: false, state: check.reason };
  if (await isErased(check.kind, check.id)) return { ok: false, state: 'used' };
  return { ok: true, kind: check.kind, id: check.id };
}

async function readLead(kind: LeadKind, id: string): Promise<Lead | null> {
  return parseLead(id, (await readForWrite(leadStore(kind), id)).text);
}

export function shownLead(lead: Lead): ShownLead {
  return Object.fromEntries(SHOWN_FIELDS.map((f) => [f, typeof lead[f] === 'string' ? lead[f] : ''])) as ShownLead;
}

async function logRequest(entry: DataRequest, now: number): Promise<void> {
  await blobs(() =>
    store(DATA_REQUEST_STORE).setJSON(`${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}`, entry, {
      onlyIfNew: true,
    }),
  );
}

/** Every logged request, newest first (the admin's "Data requests" view). */
export async function listDataRequests(limit = 500): Promise<DataRequest[]> {
  const s = store(DATA_REQUEST_STORE);
  const keys: string[] = [];
  for await (const page of s.list({ paginate: true })) for (const { key } of page.blobs) keys.push(key);
  keys.sort().reverse();
  const entries = await Promise.all(
    keys.slice(0, limit).map((k) => blobs(() => s.get(k, { type: 'json' })) as Promise<DataRequest | null>),
  );
  return entries.filter((e): e is DataRequest => e !== null);
}

export type CorrectOutcome =
  | { state: 'corrected' | 'unchanged'; lead: Lead; fields: CorrectableField[] }
  | { state: 'invalid-fields'; errors: FieldErrors }
  | { state: 'gone' | 'used' };

/** Applies a correction over the version read (compare-and-swap); logs which fields changed. */
export async function correctLead(
  kind: LeadKind,
  id: string,
  input: unknown,
  now = Date.now(),
): Promise<CorrectOutcome> {
  const parsed = correctionSchema.safeParse(input);
  if (!parsed.success) return { state: 'invalid-fields', errors: fieldErrorsOf(parsed.error) };
  const s = leadStore(kind);
  for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
    const got = await readForWrite(s, id);
    const current = parseLead(id, got.text);
    if (await isErased(kind, id)) return { state: 'used' };
    if (!current || !got.etag) return { state: 'gone' };
    const fields = CORRECTABLE_FIELDS.filter((f) => (current[f] ?? '') !== parsed.data[f]);
    if (fields.length === 0) return { state: 'unchanged', lead: current, fields };
    const updated = { ...current, ...parsed.data };
    const written = await blobs(() => s.setJSON(id, updated, { onlyIfMatch: got.etag! }));
    if (written.modified) {
      await indexRefresh(kind, id);
      await logRequest({ action: 'corrected', kind, leadId: id, fields, at: new Date(now).toISOString() }, now);
      return { state: 'corrected', lead: updated, fields };
    }
    await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (attempt + 1)));
  }
  throw new StorageUnavailableError(`lead ${id} stayed contended after ${WRITE_ATTEMPTS} attempts`);
}

/** The prospect's erasure: the admin's erasure (with the e-mail states) as `prospect-request`, and a log entry. */
export async function eraseOwnLead(kind: LeadKind, id: string, now = Date.now()): Promise<'erased' | 'gone'> {
  const entry = await eraseLead(kind, id, 'prospect-request', now);
  if (!entry) return 'gone';
  await logRequest({ action: 'erased', kind, leadId: id, fields: [], at: new Date(now).toISOString() }, now);
  return 'erased';
}

// ---------------------------------------------------------------------------------------------------------------
// The page: dist/my-data.html with the stored data filled in.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * A file of the built site (dist/), relative to the working directory: locally the project, on Netlify the function's
 * root, where netlify.toml's included_files puts the two files this reads. Built by a reduce so the bundler's file
 * tracer does not take it for "all of dist/" and bundle the whole site with the function.
 */
const distFile = (name: string) => ['dist', name].reduce((dir, part) => join(dir, part), process.cwd());

/** The page's Content-Security-Policy as the build wrote it into dist/_headers (its inline scripts' hashes). */
export function pageCsp(headersFile: string, path = MY_DATA_PATH): string | null {
  const lines = headersFile.split('\n');
  const at = lines.findIndex((l) => l.trim() === path);
  if (at < 0) return null;
  for (const l of lines.slice(at + 1)) {
    if (!/^\s/.test(l)) break;
    const m = /^\s+Content-Security-Policy:\s*(.+)$/i.exec(l);
    if (m) return m[1];
  }
  return null;
}

/**
 * The page with the lead shown: each `__MY_DATA_<field>__` slot gets the escaped value, each
 * `__MY_DATA_ERROR_<field>__` the escaped error (or nothing), and the view replaces the page's first step.
 */
export function fillPage(html: string, shown: Record<string, string>, errors: FieldErrors = {}): string {
  return html
    .replace(/__MY_DATA_ERROR_([a-zA-Z]+)__/g, (_, f: string) => escapeHtml(errors[f] ?? ''))
    .replace(/__MY_DATA_([a-zA-Z]+)__/g, (_, f: string) => escapeHtml(shown[f] ?? ''))
    .replace(/data-my-data-view hidden/g, 'data-my-data-view')
    .replace(/data-my-data-ask(?=[\s>])/g, 'data-my-data-ask hidden');
}

async function pageResponse(shown: Record<string, string>, errors: FieldErrors = {}, status = 200): Promise<Response> {
  const [html, headers] = await Promise.all([
    readFile(distFile('my-data.html'), 'utf8'),
    readFile(distFile('_headers'), 'utf8').catch(() => ''),
  ]);
  return new Response(fillPage(html, shown, errors), {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'content-security-policy': pageCsp(headers) ?? SECURITY_HEADERS['content-security-policy'],
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

function answer(state: MyDataState, form: boolean, token: string | null): Response {
  if (!form) return json({ state }, MY_DATA_STATUS[state]);
  const keep = token && state !== 'erased' && state !== 'used' && state !== 'invalid' ? token : null;
  const query = keep ? `?${TOKEN_PARAM}=${encodeURIComponent(keep)}` : '';
  return empty(303, { location: `${MY_DATA_PATH}${query}#${myDataAnchor(state)}` });
}

export async function myData(req: Request, context: Context): Promise<Response> {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const form = isFormPost(req);
  const body = form ? await readFormBody(req) : await readJsonBody(req, MAX_BODY_BYTES, BODY_MESSAGES.notJsonOrForm);
  if (!body.ok) return body.response;
  const value = (body.value && typeof body.value === 'object' ? body.value : {}) as Record<string, unknown>;
  const queryToken = new URL(req.url).searchParams.get(TOKEN_PARAM);
  const token = queryToken ?? (typeof value[TOKEN_PARAM] === 'string' ? value[TOKEN_PARAM] : null);
  const action = MY_DATA_ACTIONS.find((a) => a === value.action) ?? 'view';
  try {
    const limited = await hitRateLimit('my-data', clientIp(req, context));
    if (!limited.allowed) {
      if (!form) return json({ state: 'limited' }, 429, { 'retry-after': String(limited.retryAfter) });
      return answer('limited', true, token);
    }
    const found = await leadOfToken(token);
    if (!found.ok) return answer(found.state, form, token);
    const { kind, id } = found;
    if (action === 'erase') return answer(await eraseOwnLead(kind, id), form, token);
    if (action === 'correct') {
      const outcome = await correctLead(kind, id, value);
      if (outcome.state === 'invalid-fields') {
        if (!form) return error(400, LEAD_ERRORS.invalid, { fieldErrors: outcome.errors });
        const lead = await readLead(kind, id);
        if (!lead) return answer('gone', true, token);
        const typed = Object.fromEntries(
          CORRECTABLE_FIELDS.map((f) => [f, typeof value[f] === 'string' ? value[f] : '']),
        );
        return pageResponse({ ...shownLead(lead), ...typed }, outcome.errors, 400);
      }
      if (!form && 'lead' in outcome) return json({ state: outcome.state, lead: shownLead(outcome.lead) });
      return answer(outcome.state, form, token);
    }
    const lead = await readLead(kind, id);
    if (!lead) return answer('gone', form, token);
    return form ? pageResponse(shownLead(lead)) : json({ state: 'view', lead: shownLead(lead) });
  } catch (err) {
    const state = err instanceof StorageUnavailableError ? 'unavailable' : 'error';
    console.error('[my-data]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return answer(state, form, token);
  }
}

/** GET /api/admin/data-requests (live session): `{ requests }`, newest first. */
export async function adminDataRequests(req: Request): Promise<Response> {
  return adminSafely(async () => {
    if (req.method !== 'GET') return methodNotAllowed(['GET']);
    if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
    return json({ requests: await listDataRequests() } satisfies DataRequestList);
  });
}

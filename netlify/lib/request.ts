/**
 * Reading a visitor's JSON body safely: 415 unless it is JSON, 413 over the size cap (checked on the declared
 * length and again while streaming, so a missing or false Content-Length cannot get past it).
 */
import { MAX_BODY_BYTES } from '../../src/lib/lead/kinds';
import { error } from './http';
import { MESSAGES } from './messages';

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export const BODY_MESSAGES = {
  notJson: 'Please send the form as JSON (Content-Type: application/json).',
  notJsonOrForm:
    'Please send the form as JSON (Content-Type: application/json) or as a form post (application/x-www-form-urlencoded).',
  badJson: MESSAGES.badJson,
  incomplete: 'The request body was cut off before its end. Please send it again.',
  tooLarge: `The submission is too large (the limit is ${MAX_BODY_BYTES / 1024} KB).`,
} as const;

/** Largest body of the admin endpoints (login, status change): they take a password or a status, nothing more. */
export const ADMIN_BODY_BYTES = 4 * 1024;

const tooLarge = (maxBytes: number) =>
  maxBytes === MAX_BODY_BYTES
    ? BODY_MESSAGES.tooLarge
    : `The request is too large (the limit is ${maxBytes / 1024} KB).`;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** Whether the request is a plain HTML form post (application/x-www-form-urlencoded). */
export function isFormPost(req: Request): boolean {
  return FORM_TYPE.test(req.headers.get('content-type') ?? '');
}

/** The body as UTF-8 text within the size cap, or the 413/415 answer (400 when the client cut the body off). */
export async function readText(
  req: Request,
  maxBytes: number,
): Promise<{ ok: true; text: string } | { ok: false; response: Response }> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, response: error(413, tooLarge(maxBytes)) };
  const bytes = await readCapped(req, maxBytes);
  if (bytes === 'incomplete') return { ok: false, response: error(400, BODY_MESSAGES.incomplete) };
  if (bytes === null) return { ok: false, response: error(413, tooLarge(maxBytes)) };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, response: error(415, BODY_MESSAGES.badJson) };
  }
}

export async function readJsonBody(
  req: Request,
  maxBytes = MAX_BODY_BYTES,
  notJson: string = BODY_MESSAGES.notJson,
): Promise<BodyResult> {
  if (!JSON_TYPE.test(req.headers.get('content-type') ?? '')) return { ok: false, response: error(415, notJson) };
  const body = await readText(req, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, response: error(415, BODY_MESSAGES.badJson) };
  }
}

/** A form post's fields as an object of strings (the last value of a repeated name wins). */
export async function readFormBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readText(req, maxBytes);
  if (!body.ok) return body;
  return { ok: true, value: Object.fromEntries(new URLSearchParams(body.text)) };
}

/**
 * The body's bytes; null as soon as it exceeds maxBytes (the rest is not read); 'incomplete' when the stream fails
 * (the client went away mid-body, or the platform refused the rest): the client's doing, not a fault of ours.
 */
async function readCapped(req: Request, maxBytes: number): Promise<Uint8Array | null | 'incomplete'> {
  if (!req.body) return new Uint8Array();
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = req.body.getReader();
  } catch {
    return 'incomplete'; // already read or locked
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return 'incomplete';
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/**
 * The client address the platform reports: context.ip, else Netlify's own x-nf-client-connection-ip (set by its edge,
 * and by local-netlify from the socket), else 'unknown'. Never X-Forwarded-For: any client writes that header, and
 * rotating it passed every per-address limit (issue 52).
 */
export function clientIp(req: Request, context: { ip?: string } | undefined): string {
  return context?.ip || req.headers.get('x-nf-client-connection-ip') || 'unknown';
}

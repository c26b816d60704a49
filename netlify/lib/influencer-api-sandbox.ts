/**
 * The influencer API's sandbox (netlify/functions/sandbox-search.ts and sandbox-insight.ts): the document's two
 * operations answered from the generated sample set (src/lib/influencer-api/sandbox.ts), with the document's error model
 * `{ error: { code, message, details? } }`. Order of checks: the per-IP limit (x-sandbox-rate-limit per minute,
 * through the Blobs-backed limiter) -> the key (x-sandbox-key in the influencer-api-key header) -> the request
 * against the document's schemas (400, field by field) -> the rules JSON Schema cannot say (422) -> 200.
 */
import type { Context } from '@netlify/functions';
import { loadOpenApi } from '../../src/lib/influencer-api/openapi-file';
import {
  deref,
  fieldErrors,
  operationById,
  overview,
  zodOf,
  type ApiOperation,
  type FieldError,
  type JsonSchema,
} from '../../src/lib/influencer-api/openapi';
import { insightSandbox, invertedRanges, searchSandbox, type SearchQuery } from '../../src/lib/influencer-api/sandbox';
import { json } from './http';
import { clientIp } from './request';
import { hitRateLimit } from './rate-limit';
import { MESSAGES } from './messages';

export type ErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'tokens_exhausted'
  | 'not_found'
  | 'unprocessable'
  | 'rate_limited'
  | 'internal_error';

/** Largest request body the sandbox reads. */
export const SANDBOX_BODY_BYTES = 16 * 1024;
/** Rate-limit scope of the sandbox in the shared limiter's store. */
export const SANDBOX_RATE_SCOPE = 'api-sandbox';

export const SANDBOX_MESSAGES = {
  missingKey: 'Send your API key in the influencer-api-key header.',
  wrongKey: 'This key is not valid for the sandbox. Use the public sandbox key shown in the documentation.',
  schema: 'The request does not match the schema.',
  badJson: MESSAGES.badJson,
  tooLarge: `The request body is too large (the limit is ${SANDBOX_BODY_BYTES / 1024} KB).`,
  unprocessable: 'The filter cannot match any creator.',
  rateLimited: (seconds: number) => `Too many requests. Wait ${seconds} seconds and try again.`,
  notFound: (id: string) => `No influencer has the id ${id}.`,
  method: (allowed: string) => `Use ${allowed} for this endpoint.`,
  internal: MESSAGES.internal,
} as const;

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  details?: FieldError[],
  headers: Record<string, string> = {},
): Response {
  return json({ error: { code, message, ...(details?.length ? { details } : {}) } }, status, headers);
}

/** The schemas of an operation as zod, built once per process from the document. */
const compiled = new Map<string, { body?: ReturnType<typeof zodOf>; params: Map<string, ReturnType<typeof zodOf>> }>();
function schemasOf(op: ApiOperation) {
  let c = compiled.get(op.id);
  if (!c) {
    const doc = loadOpenApi();
    c = {
      body: op.body ? zodOf(deref<JsonSchema>(op.body.schema, doc)) : undefined,
      params: new Map(op.parameters.map((p) => [p.name, zodOf(deref<JsonSchema>(p.schema, doc))])),
    };
    compiled.set(op.id, c);
  }
  return c;
}

/** Validates a parameter's raw value with its schema (defaults apply when it is absent). */
function param(op: ApiOperation, name: string, raw: string | null | undefined) {
  const schema = schemasOf(op).params.get(name)!;
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success
    ? { ok: true as const, value: parsed.data }
    : { ok: false as const, errors: fieldErrors(parsed.error, name) };
}

/** Limit, then key. Returns the answer that stops the request, or null to go on. */
async function guard(req: Request, context: Context): Promise<Response | null> {
  const ov = overview(loadOpenApi());
  const limit = ov.sandbox.ratePerMinute;
  const decision = await hitRateLimit(SANDBOX_RATE_SCOPE, clientIp(req, context), { limit });
  if (!decision.allowed) {
    return apiError(429, 'rate_limited', SANDBOX_MESSAGES.rateLimited(decision.retryAfter), undefined, {
      'retry-after': String(decision.retryAfter),
      'x-ratelimit-limit': String(limit),
    });
  }
  const key = req.headers.get(ov.auth.header);
  if (!key) return apiError(401, 'unauthorized', SANDBOX_MESSAGES.missingKey);
  if (key !== ov.sandbox.key) return apiError(401, 'unauthorized', SANDBOX_MESSAGES.wrongKey);
  return null;
}

async function readBody(req: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > SANDBOX_BODY_BYTES)
    return { ok: false, response: apiError(400, 'invalid_request', SANDBOX_MESSAGES.tooLarge) };
  const text = await req.text();
  if (new TextEncoder().encode(text).length > SANDBOX_BODY_BYTES)
    return { ok: false, response: apiError(400, 'invalid_request', SANDBOX_MESSAGES.tooLarge) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: apiError(400, 'invalid_request', SANDBOX_MESSAGES.badJson, [
        { field: '(body)', message: SANDBOX_MESSAGES.badJson },
      ]),
    };
  }
}

/** Runs a handler; anything unexpected (Blobs down included) is the documented 500, without internals. */
async function answer(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    console.error('[sandbox]', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    return apiError(500, 'internal_error', SANDBOX_MESSAGES.internal);
  }
}

function wrongMethod(allowed: string): Response {
  return apiError(405, 'invalid_request', SANDBOX_MESSAGES.method(allowed), undefined, { allow: allowed });
}

/** POST /api/sandbox/search?platform= */
export function sandboxSearch(req: Request, context: Context, now = () => new Date()): Promise<Response> {
  return answer(async () => {
    if (req.method !== 'POST') return wrongMethod('POST');
    const stop = await guard(req, context);
    if (stop) return stop;
    const doc = loadOpenApi();
    const op = operationById(doc, 'searchInfluencers');
    const platform = param(op, 'platform', new URL(req.url).searchParams.get('platform'));
    const body = await readBody(req);
    if (!body.ok) return body.response;
    const parsed = schemasOf(op).body!.safeParse(body.value);
    const errors = [...(platform.ok ? [] : platform.errors), ...(parsed.success ? [] : fieldErrors(parsed.error))];
    if (!platform.ok || !parsed.success) return apiError(400, 'invalid_request', SANDBOX_MESSAGES.schema, errors);
    const query = { ...(parsed.data as Omit<SearchQuery, 'platform'>), platform: platform.value } as SearchQuery;
    const inverted = invertedRanges(query.filter);
    if (inverted.length)
      return apiError(
        422,
        'unprocessable',
        SANDBOX_MESSAGES.unprocessable,
        inverted.map((k) => ({ field: `filter.${k}`, message: 'left_number must not exceed right_number.' })),
      );
    const paging = deref<JsonSchema>(op.body!.schema, doc).properties as Record<string, JsonSchema>;
    const defaults = deref<{ properties: Record<string, { default: number }> }>(paging.paging, doc).properties;
    const result = searchSandbox(doc, query, now(), {
      limit: defaults.limit.default,
      skip: defaults.skip.default,
    });
    return json({ ...result, tokens_consumed: op.tokensConsumed });
  });
}

/** GET /api/sandbox/insight/{influencer_id} */
export function sandboxInsight(req: Request, context: Context): Promise<Response> {
  return answer(async () => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return wrongMethod('GET');
    const stop = await guard(req, context);
    if (stop) return stop;
    const doc = loadOpenApi();
    const op = operationById(doc, 'getInfluencerInsight');
    const raw = context.params?.influencer_id ?? decodeURIComponent(new URL(req.url).pathname.split('/').pop() ?? '');
    const id = param(op, 'influencer_id', raw);
    if (!id.ok) return apiError(400, 'invalid_request', SANDBOX_MESSAGES.schema, id.errors);
    const data = insightSandbox(doc, String(id.value));
    if (!data) return apiError(404, 'not_found', SANDBOX_MESSAGES.notFound(String(id.value)));
    return json({ data, tokens_consumed: op.tokensConsumed });
  });
}

/**
 * Rules of the API console (src/islands/influencer-api/): the request a visitor edits, checked against the OpenAPI
 * document's schemas as they type (errors named by field), turned into a fetch to the sandbox and into the
 * equivalent cURL. Pure; the island only renders it.
 */
import {
  asText,
  deref,
  fieldErrors,
  fillPath,
  queryString,
  zodOf,
  type ApiOperation,
  type FieldError,
  type JsonSchema,
  type OpenApiDoc,
} from './openapi';
import { curlSample, sampleInput } from './samples';

export interface ConsoleDraft {
  /** Values of the path and query parameters, by name, as typed. */
  params: Record<string, string>;
  /** The JSON body as typed ('' for operations without a body). */
  body: string;
  key: string;
}

/** The draft an operation starts with: its documented examples. */
export function initialDraft(op: ApiOperation, key: string): ConsoleDraft {
  return {
    params: Object.fromEntries(
      op.parameters
        .filter((p) => p.in !== 'header')
        .map((p) => [p.name, p.example === undefined ? '' : asText(p.example)]),
    ),
    body: op.body ? JSON.stringify(op.body.example, null, 2) : '',
    key,
  };
}

export interface DraftCheck {
  /** Errors by field (a parameter's name, `body` for JSON syntax, a dotted path inside the body). */
  errors: FieldError[];
  /** The parsed body, when it is JSON (even when it breaks the schema: the sandbox answers that with a 400). */
  body?: unknown;
  /** False only when the request cannot be sent at all (a body that is not JSON, an empty path parameter). */
  sendable: boolean;
}

const schemaCache = new WeakMap<object, ReturnType<typeof zodOf>>();
function zodFor(schema: JsonSchema, doc: OpenApiDoc) {
  let z = schemaCache.get(schema);
  if (!z) {
    z = zodOf(deref<JsonSchema>(schema, doc));
    schemaCache.set(schema, z);
  }
  return z;
}

/** Checks a draft against the operation's parameter and body schemas. `messages.json` prefixes a JSON syntax error. */
export function checkDraft(
  doc: OpenApiDoc,
  op: ApiOperation,
  draft: ConsoleDraft,
  messages: { json: string; required: string },
): DraftCheck {
  const errors: FieldError[] = [];
  let sendable = true;
  for (const p of op.parameters.filter((x) => x.in !== 'header')) {
    const raw = draft.params[p.name] ?? '';
    if (raw === '') {
      if (p.required) {
        errors.push({ field: p.name, message: messages.required });
        sendable = false;
      }
      continue;
    }
    const parsed = zodFor(p.schema, doc).safeParse(raw);
    if (!parsed.success) errors.push(...fieldErrors(parsed.error, p.name));
  }
  let body: unknown;
  if (op.body) {
    try {
      body = JSON.parse(draft.body);
    } catch (err) {
      errors.push({ field: 'body', message: `${messages.json} ${(err as Error).message}` });
      return { errors, sendable: false };
    }
    const parsed = zodFor(op.body.schema, doc).safeParse(body);
    if (!parsed.success) errors.push(...fieldErrors(parsed.error));
  }
  return { errors, body, sendable };
}

/** The sandbox URL of the draft (path parameters filled, empty query parameters left out). */
export function draftUrl(op: ApiOperation, draft: ConsoleDraft, sandboxBase: string): string {
  const path = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, draft.params[p.name] ?? '']),
  );
  const query = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, draft.params[p.name] ?? '']),
  );
  return `${sandboxBase}${fillPath(op, path)}${queryString(op, query)}`;
}

/** The fetch the console sends for a draft. */
export function draftRequest(
  op: ApiOperation,
  draft: ConsoleDraft,
  sandboxBase: string,
  keyHeader: string,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { [keyHeader]: draft.key };
  if (op.body) headers['content-type'] = op.body.contentType;
  return {
    url: draftUrl(op, draft, sandboxBase),
    init: { method: op.method, headers, ...(op.body ? { body: draft.body } : {}) },
  };
}

/** The cURL equivalent of a draft, by the same generator as the page's samples. */
export function draftCurl(
  op: ApiOperation,
  draft: ConsoleDraft,
  sandboxBase: string,
  keyHeader: string,
  body: unknown,
): string {
  const input = sampleInput(op, { baseUrl: sandboxBase, keyHeader, apiKey: draft.key });
  return curlSample({ ...input, url: draftUrl(op, draft, sandboxBase), body: op.body ? body : undefined });
}

/** A response body for display: indented JSON when it is JSON, else the text as it came. */
export function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Reading the influencer API's OpenAPI 3.1 document (content-collections/influencer-api/openapi.yaml): its operations,
 * parameters, schemas, examples, errors, token rules, plans and sandbox. Pure and browser-safe: the page, the
 * sandbox functions, the Postman collection, the code samples and the console all read the document through here,
 * so nothing the document says is written a second time.
 */
import { z } from 'zod';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it), loosely typed. */
export type JsonSchema = { [key: string]: unknown };
export type OpenApiDoc = { [key: string]: unknown } & {
  openapi: string;
  info: { title: string; version: string; description?: string; [key: string]: unknown };
  servers: { url: string; description?: string; [key: string]: unknown }[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A document value as text: a string as it is, any other value as JSON. */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** The text that stands for the production host in the document; replaced with site.apiHost. */
export const HOST_PLACEHOLDER = '{host}';

/** The value at a local JSON pointer (`#/components/schemas/X`); throws naming the pointer when it is missing. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) throw new Error(`Unresolved reference ${ref}`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `node` with every local `$ref` replaced by what it points at (siblings of `$ref` win). */
export function deref<T = unknown>(node: unknown, doc: unknown, depth = 0): T {
  if (depth > 64) throw new Error('Reference cycle in the OpenAPI document');
  if (Array.isArray(node)) return node.map((n) => deref(n, doc, depth + 1)) as T;
  if (node && typeof node === 'object') {
    const { $ref, ...rest } = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, deref(v, doc, depth + 1)]));
    if (typeof $ref !== 'string') return own as T;
    const target = deref<Record<string, unknown>>(resolvePointer(doc, $ref), doc, depth + 1);
    return { ...target, ...own } as T;
  }
  return node as T;
}

/** A JSON Schema with `allOf` folded into one object schema (the document uses allOf only to add a description). */
export function flattenAllOf(schema: JsonSchema): JsonSchema {
  const { allOf, ...rest } = schema;
  if (!Array.isArray(allOf)) return schema;
  const parts = (allOf as JsonSchema[]).map(flattenAllOf);
  return Object.assign({}, ...parts, rest) as JsonSchema;
}

/** The document with `{host}` in its server URLs replaced by the production API host. */
export function withHost<T extends OpenApiDoc>(doc: T, host: string): T {
  return {
    ...doc,
    servers: doc.servers.map((s) => ({ ...s, url: s.url.replace(HOST_PLACEHOLDER, host) })),
  };
}

// --- Extensions (x-…) the document carries for the page: their shapes, checked when the document is read. ---

const tokenRuleSchema = z.object({ title: z.string(), value: z.string(), text: z.string() }).strict();
const planSchema = z
  .object({
    name: z.string(),
    price: z.number().int().positive().nullable(),
    priceLabel: z.string().optional(),
    period: z.string().default('month'),
    popular: z.boolean().default(false),
    influencerTokens: z.string(),
    audienceTokens: z.string(),
    /** The plan's per-minute request limit (X-RateLimit-Limit on a 429); null = agreed per contract. */
    requestsPerMinute: z.number().int().positive().nullable(),
    /** Shown instead of the per-minute figure when requestsPerMinute is null. */
    rateLimit: z.string().optional(),
    support: z.string(),
    features: z.array(z.string()),
  })
  .strict()
  .refine((p) => p.requestsPerMinute !== null || p.rateLimit, {
    message: 'a plan without requestsPerMinute needs rateLimit',
  })
  .refine((p) => p.price !== null || p.priceLabel, { message: 'a plan without a price needs priceLabel' });
export type ApiPlan = z.infer<typeof planSchema>;

const infoExtensionsSchema = z.object({
  'x-base-url-note': z.string(),
  'x-token-rules': z.array(tokenRuleSchema).min(1),
  'x-plans': z.object({ note: z.string(), items: z.array(planSchema).min(1) }).strict(),
});

const apiKeySchemeSchema = z.object({
  type: z.literal('apiKey'),
  in: z.literal('header'),
  name: z.string().min(1),
  description: z.string(),
  'x-sandbox-key': z.string().min(8),
  'x-sandbox-rate-limit': z.number().int().positive(),
});

/** What the page shows around the operations: base URL, authentication, sandbox, token rules and plans. */
export function overview(doc: OpenApiDoc) {
  const info = infoExtensionsSchema.parse(doc.info);
  const [production, ...rest] = doc.servers;
  const sandboxServer = rest.find((s) => s['x-sandbox'] === true);
  if (!production || !sandboxServer) throw new Error('servers must list production first and a sandbox (x-sandbox)');
  const { scheme, auth } = apiKeyScheme(doc);
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? '',
    productionUrl: production.url,
    baseUrlNote: info['x-base-url-note'],
    sandbox: {
      url: sandboxServer.url,
      description: sandboxServer.description ?? '',
      key: auth['x-sandbox-key'],
      ratePerMinute: auth['x-sandbox-rate-limit'],
    },
    auth: { scheme, header: auth.name, description: auth.description },
    tokenRules: info['x-token-rules'],
    plans: info['x-plans'].items,
    plansNote: info['x-plans'].note,
  };
}
export type ApiOverview = ReturnType<typeof overview>;

function apiKeyScheme(doc: OpenApiDoc) {
  const schemes = doc.components.securitySchemes ?? {};
  const entry = Object.entries(schemes).find(([, s]) => (s as { type?: string }).type === 'apiKey');
  if (!entry) throw new Error('components.securitySchemes needs an apiKey scheme');
  return { scheme: entry[0], auth: apiKeySchemeSchema.parse(entry[1]) };
}

// --- Operations ---

export interface ApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface ApiResponse {
  status: string;
  description: string;
  schema?: JsonSchema;
  /** First example of the response (examples are named; the page and the samples use the first). */
  example?: unknown;
  headers: { name: string; description: string }[];
}

export interface ApiOperation {
  id: string;
  method: Uppercase<HttpMethod>;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** The token rule of this operation, as the page shows it. */
  tokens: string;
  /** tokens_consumed of one successful call. */
  tokensConsumed: number;
  parameters: ApiParameter[];
  body?: { schema: JsonSchema; contentType: string; example: unknown };
  responses: ApiResponse[];
}

function firstExample(media: Record<string, unknown> | undefined): unknown {
  if (!media) return undefined;
  if ('example' in media) return media.example;
  const examples = media.examples as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first?.value;
}

function jsonMedia(content: unknown): { type: string; media: Record<string, unknown> } | undefined {
  const c = (content ?? {}) as Record<string, Record<string, unknown>>;
  const type = Object.keys(c).find((t) => t === 'application/json' || t.endsWith('+json'));
  return type ? { type, media: c[type] } : undefined;
}

/** Every operation of the document, in document order, with references resolved. */
export function operations(doc: OpenApiDoc): ApiOperation[] {
  const out: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = deref<Record<string, unknown>>(raw, doc);
      const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map((p) =>
        deref<Record<string, unknown>>(p, doc),
      );
      const body = op.requestBody as { content?: unknown } | undefined;
      const bodyMedia = body ? jsonMedia(body.content) : undefined;
      const responses = Object.entries((op.responses ?? {}) as Record<string, Record<string, unknown>>).map(
        ([status, r]): ApiResponse => {
          const media = jsonMedia(r.content);
          return {
            status,
            description: asText(r.description ?? ''),
            schema: media?.media.schema as JsonSchema | undefined,
            example: firstExample(media?.media),
            headers: Object.entries((r.headers ?? {}) as Record<string, { description?: string }>).map(([name, h]) => ({
              name,
              description: h.description ?? '',
            })),
          };
        },
      );
      out.push({
        id: String(op.operationId),
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        tag: ((op.tags as string[] | undefined) ?? [])[0] ?? String(op.summary),
        summary: asText(op.summary ?? ''),
        description: asText(op.description ?? ''),
        tokens: asText(op['x-tokens'] ?? ''),
        tokensConsumed: Number(op['x-tokens-consumed'] ?? 0),
        parameters: params.map((p) => ({
          name: String(p.name),
          in: p.in as ApiParameter['in'],
          required: p.required === true,
          description: asText(p.description ?? ''),
          schema: (p.schema ?? {}) as JsonSchema,
          example: p.example,
        })),
        body: bodyMedia
          ? {
              schema: bodyMedia.media.schema as JsonSchema,
              contentType: bodyMedia.type,
              example: firstExample(bodyMedia.media),
            }
          : undefined,
        responses,
      });
    }
  }
  return out;
}

export function operationById(doc: OpenApiDoc, id: string): ApiOperation {
  const op = operations(doc).find((o) => o.id === id);
  if (!op) throw new Error(`No operation ${id} in the OpenAPI document`);
  return op;
}

/** The 200 (or first 2xx) response of an operation. */
export function successResponse(op: ApiOperation): ApiResponse {
  const ok = op.responses.find((r) => /^2\d\d$/.test(r.status));
  if (!ok) throw new Error(`${op.id} documents no 2xx response`);
  return ok;
}

/** The path of an operation with its path parameters filled (from `values`, else each parameter's example). */
export function fillPath(op: ApiOperation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    return encodeURIComponent(values[name] ?? asText(p?.example ?? `{${name}}`));
  });
}

/** The query string of an operation (from `values`, else each query parameter's example), with its `?`. */
export function queryString(op: ApiOperation, values: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const v = values[p.name] ?? (p.example === undefined ? undefined : asText(p.example));
    if (v !== undefined && v !== '') q.set(p.name, v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

// --- Schemas as tables and as zod ---

export interface FieldRow {
  /** Dotted path, e.g. filter.followers.left_number; `[]` marks array items. */
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** The type of a schema in words: integer, string (enum), array of strings, object… */
export function typeLabel(schema: JsonSchema): string {
  const s = flattenAllOf(schema);
  const t = s.type;
  const base = Array.isArray(t) ? t.filter((x) => x !== 'null').join(' | ') + (t.includes('null') ? ' | null' : '') : t;
  if (base === 'array') {
    const items = flattenAllOf((s.items ?? {}) as JsonSchema);
    if (items.type === 'object') return 'array of objects';
    return `array of ${asText(items.type ?? 'values')}s`;
  }
  if (Array.isArray(s.enum)) return `${asText(base ?? 'string')}: ${(s.enum as unknown[]).join(', ')}`;
  return asText(base ?? (s.properties ? 'object' : 'any'));
}

/** One row per leaf field of a (dereferenced) object schema, parents before children. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const s = flattenAllOf(schema);
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  for (const [key, raw] of Object.entries(props)) {
    const child = flattenAllOf(raw);
    const name = prefix ? `${prefix}.${key}` : key;
    const row: FieldRow = {
      name,
      type: typeLabel(child),
      required: required.has(key),
      description: asText(child.description ?? ''),
    };
    if (child.type === 'object' && child.properties) {
      rows.push(row, ...fieldRows(child, name));
    } else if (child.type === 'array' && (child.items as JsonSchema | undefined)?.properties) {
      rows.push(row, ...fieldRows(child.items as JsonSchema, `${name}[]`));
    } else {
      rows.push(row);
    }
  }
  return rows;
}

/** A zod schema for a (dereferenced) JSON Schema of the document. */
export function zodOf(schema: JsonSchema): z.ZodType {
  return z.fromJSONSchema(schema);
}

export interface FieldError {
  field: string;
  message: string;
}

/** zod issues as `{ field, message }`, the field a dotted path ('(body)' for the whole value). */
export function fieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
  return error.issues.map((i) => {
    const path = i.path.map(String).join('.');
    let field = [prefix, path].filter(Boolean).join('.') || prefix || '(body)';
    if (i.code === 'unrecognized_keys')
      field = [field === '(body)' ? '' : field, i.keys.join(', ')].filter(Boolean).join('.');
    return { field, message: i.message };
  });
}

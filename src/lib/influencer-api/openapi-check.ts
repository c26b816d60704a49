/**
 * Checks the OpenAPI document (Node only: the build and the tests). Two maintained validators:
 * - @apidevtools/swagger-parser validates the document against the OpenAPI 3.1 schema and resolves every $ref;
 * - Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with ajv-formats) validates every example in the
 *   document (parameters, request bodies, responses, headers) against the schema beside it.
 * Then the document's own extensions (token rules, plans, sandbox key) are parsed by `overview()`.
 * Every problem names its place as a JSON pointer into the document, e.g. `#/paths/~1search/post/...`.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { deref, overview, operations, type JsonSchema, type OpenApiDoc } from './openapi';
import { OPENAPI_FILE } from './openapi-file';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointer = (parts: string[]) => `#/${parts.map(escape).join('/')}`;

/** One Ajv instance with the formats the document uses (date, email, uri). Not strict: OpenAPI adds keywords. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return ajv;
}

function describeAjv(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const at = e.instancePath || '(root)';
    const extra = e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : '';
    return `${at} ${e.message ?? 'is invalid'}${extra}`;
  });
}

/** Every example of the document with the schema it must match, and where it is. */
export function examplesOf(doc: OpenApiDoc): { where: string; schema: JsonSchema; value: unknown }[] {
  const found: { where: string; schema: JsonSchema; value: unknown }[] = [];
  const media = (base: string[], content: unknown) => {
    for (const [type, m] of Object.entries((content ?? {}) as Record<string, Record<string, unknown>>)) {
      const schema = m.schema as JsonSchema | undefined;
      if (!schema) continue;
      if ('example' in m) found.push({ where: pointer([...base, type, 'example']), schema, value: m.example });
      for (const [name, ex] of Object.entries((m.examples ?? {}) as Record<string, { value?: unknown }>)) {
        found.push({ where: pointer([...base, type, 'examples', name, 'value']), schema, value: ex.value });
      }
    }
  };
  const withSchema = (base: string[], node: Record<string, unknown>) => {
    const schema = node.schema as JsonSchema | undefined;
    if (schema && 'example' in node) found.push({ where: pointer([...base, 'example']), schema, value: node.example });
    for (const [name, ex] of Object.entries((node.examples ?? {}) as Record<string, { value?: unknown }>)) {
      if (schema) found.push({ where: pointer([...base, 'examples', name, 'value']), schema, value: ex.value });
    }
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object') continue;
      const o = op as Record<string, unknown>;
      ((o.parameters as Record<string, unknown>[] | undefined) ?? []).forEach((p, i) =>
        withSchema(['paths', path, method, 'parameters', String(i)], p),
      );
      const body = o.requestBody as Record<string, unknown> | undefined;
      if (body && !('$ref' in body)) media(['paths', path, method, 'requestBody', 'content'], body.content);
      for (const [status, r] of Object.entries((o.responses ?? {}) as Record<string, Record<string, unknown>>)) {
        if ('$ref' in r) continue;
        media(['paths', path, method, 'responses', status, 'content'], r.content);
      }
    }
  }
  for (const [name, r] of Object.entries((doc.components.responses ?? {}) as Record<string, Record<string, unknown>>))
    media(['components', 'responses', name, 'content'], r.content);
  for (const [name, h] of Object.entries((doc.components.headers ?? {}) as Record<string, Record<string, unknown>>))
    withSchema(['components', 'headers', name], h);
  return found;
}

/** Every problem of the document; empty when it is valid. */
export async function openApiProblems(doc: OpenApiDoc): Promise<string[]> {
  const problems: string[] = [];
  try {
    // swagger-parser dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(doc) as never);
  } catch (err) {
    const e = err as Error & { details?: { instancePath?: string; message?: string; params?: unknown }[] };
    if (Array.isArray(e.details) && e.details.length) {
      for (const d of e.details)
        problems.push(`#${d.instancePath ?? ''} ${d.message ?? ''} ${JSON.stringify(d.params ?? {})}`);
    } else {
      problems.push(e.message);
    }
    return problems;
  }
  const ajv = createAjv();
  for (const ex of examplesOf(doc)) {
    let validate;
    try {
      validate = ajv.compile(deref<JsonSchema>(ex.schema, doc));
    } catch (err) {
      problems.push(`${ex.where}: its schema does not compile: ${(err as Error).message}`);
      continue;
    }
    if (!validate(ex.value)) for (const m of describeAjv(validate.errors)) problems.push(`${ex.where}: ${m}`);
  }
  try {
    overview(doc);
    for (const op of operations(doc)) {
      if (!op.tokens) problems.push(`${pointer(['paths', op.path, op.method.toLowerCase()])}: x-tokens is missing`);
    }
  } catch (err) {
    problems.push(`#/info or #/components/securitySchemes: ${(err as Error).message}`);
  }
  return problems;
}

/** Throws one error listing every problem, each with its path, when the document is not valid. */
export async function assertOpenApi(doc: OpenApiDoc, file = OPENAPI_FILE): Promise<void> {
  const problems = await openApiProblems(doc);
  if (problems.length)
    throw new Error(`${file} is not a valid OpenAPI 3.1 document:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** A validator of values against one of the document's schemas (tests check the sandbox's answers with it). */
export function schemaValidator(doc: OpenApiDoc, schema: JsonSchema): (value: unknown) => string[] {
  const validate = createAjv().compile(deref<JsonSchema>(schema, doc));
  return (value) => (validate(value) ? [] : describeAjv(validate.errors));
}

/**
 * A Postman collection (format v2.1) generated from the OpenAPI document at build time: one folder per tag, one
 * request per operation with its example path, query and body, the documented responses as saved examples, and
 * the key sent by the collection's apiKey auth. Its variables point at the sandbox with the public sandbox key,
 * so every request runs as imported; set baseUrl and apiKey to production's to go live.
 */
import { asText, operations, overview, queryString, type ApiOperation, type OpenApiDoc } from './openapi';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

interface PostmanUrl {
  raw: string;
  host: string[];
  path: string[];
  query?: { key: string; value: string; description?: string }[];
  variable?: { key: string; value: string; description?: string }[];
}

function url(op: ApiOperation): PostmanUrl {
  const query = op.parameters.filter((p) => p.in === 'query');
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const path = op.path.replace(/\{([^}]+)\}/g, ':$1');
  const qs = query.length ? queryString(op) : '';
  return {
    raw: `{{baseUrl}}${path}${qs}`,
    host: ['{{baseUrl}}'],
    path: path.split('/').filter(Boolean),
    ...(query.length
      ? {
          query: query.map((p) => ({
            key: p.name,
            value: p.example === undefined ? '' : asText(p.example),
            description: p.description,
          })),
        }
      : {}),
    ...(pathParams.length
      ? {
          variable: pathParams.map((p) => ({
            key: p.name,
            value: asText(p.example ?? ''),
            description: p.description,
          })),
        }
      : {}),
  };
}

const REASONS: Record<string, string> = {
  '200': 'OK',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '404': 'Not Found',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
};

/** The collection for the document; `siteUrl` makes the sandbox's relative server URL absolute. */
export function postmanCollection(doc: OpenApiDoc, siteUrl: string) {
  const ov = overview(doc);
  const ops = operations(doc);
  const tags = [...new Set(ops.map((o) => o.tag))];
  const item = tags.map((tag) => ({
    name: tag,
    item: ops
      .filter((o) => o.tag === tag)
      .map((op) => {
        const header = op.body ? [{ key: 'Content-Type', value: op.body.contentType }] : [];
        const request = {
          method: op.method,
          header,
          url: url(op),
          description: `${op.description}\n\nTokens: ${op.tokens}`,
          ...(op.body
            ? {
                body: {
                  mode: 'raw',
                  raw: JSON.stringify(op.body.example, null, 2),
                  options: { raw: { language: 'json' } },
                },
              }
            : {}),
        };
        return {
          name: op.summary,
          request,
          response: op.responses
            .filter((r) => r.example !== undefined)
            .map((r) => ({
              name: `${r.status} ${r.description}`.slice(0, 120),
              originalRequest: request,
              status: REASONS[r.status] ?? r.status,
              code: Number(r.status),
              _postman_previewlanguage: 'json',
              header: [
                { key: 'Content-Type', value: 'application/json' },
                ...r.headers.map((h) => ({ key: h.name, value: '', description: h.description })),
              ],
              body: JSON.stringify(r.example, null, 2),
            })),
        };
      }),
  }));
  return {
    info: {
      name: ov.title,
      description: `${ov.description}\n\nbaseUrl and apiKey point at the ${ov.sandbox.description.toLowerCase()} (${ov.sandbox.ratePerMinute} requests per minute per IP address). For production set baseUrl to ${ov.productionUrl} and apiKey to your key.`,
      version: ov.version,
      schema: POSTMAN_SCHEMA,
    },
    auth: {
      type: 'apikey',
      apikey: [
        { key: 'key', value: ov.auth.header, type: 'string' },
        { key: 'value', value: '{{apiKey}}', type: 'string' },
        { key: 'in', value: 'header', type: 'string' },
      ],
    },
    variable: [
      { key: 'baseUrl', value: new URL(ov.sandbox.url, siteUrl).toString(), type: 'string' },
      { key: 'apiKey', value: ov.sandbox.key, type: 'string' },
      { key: 'productionUrl', value: ov.productionUrl, type: 'string' },
    ],
    item,
  };
}

/** The file name the page offers the collection under. */
export const POSTMAN_FILE = 'influencer-api.postman_collection.json';

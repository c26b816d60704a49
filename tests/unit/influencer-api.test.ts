/**
 * The influencer API's OpenAPI document: valid OpenAPI 3.1 (swagger-parser), every example valid against its
 * schema (Ajv), a broken document or a drifted example rejected with its path named, the values the specification
 * gives kept exact, and the code samples and the Postman collection generated from it.
 */
import { describe, expect, it, vi, afterEach } from 'vitest';
import { readRawOpenApi } from '~/lib/influencer-api/openapi-file';
import { fillFacts } from '~/lib/facts/facts';
import { assertOpenApi, examplesOf, openApiProblems } from '~/lib/influencer-api/openapi-check';
import {
  deref,
  fieldRows,
  operationById,
  operations,
  overview,
  successResponse,
  withHost,
  zodOf,
  fieldErrors,
  type JsonSchema,
  type OpenApiDoc,
} from '~/lib/influencer-api/openapi';
import {
  codeSamples,
  curlSample,
  javascriptSample,
  phpSample,
  pythonSample,
  sampleInput,
} from '~/lib/influencer-api/samples';
import { postmanCollection, POSTMAN_SCHEMA } from '~/lib/influencer-api/postman';
import { createCopiedState, COPIED_MS } from '~/lib/influencer-api/clipboard-state';

const raw = fillFacts(readRawOpenApi());
const doc = withHost(raw, 'https://api.example/v1');
/** A copy to break on purpose; loosely typed, as a hand-edited YAML file is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deep edits of an untyped document
const clone = (): any => structuredClone<OpenApiDoc>(raw);
const search = operationById(doc, 'searchInfluencers');
const insight = operationById(doc, 'getInfluencerInsight');
const searchBody = () => clone().paths['/search']!.post.requestBody.content['application/json'].examples.skincare.value;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and every example matches its schema', async () => {
    expect(raw.openapi).toMatch(/^3\.1\./);
    expect(await openApiProblems(raw)).toEqual([]);
    // Examples of parameters, request bodies, responses (2xx and every error) and headers are all checked.
    const where = examplesOf(raw).map((e) => e.where);
    expect(where.length).toBeGreaterThanOrEqual(12);
    for (const status of [
      'BadRequest',
      'Unauthorized',
      'TokensExhausted',
      'NotFound',
      'Unprocessable',
      'TooManyRequests',
      'ServerError',
    ])
      expect(where.some((w) => w.startsWith(`#/components/responses/${status}/`))).toBe(true);
  });

  it('rejects a drifted example, naming its path and the field', async () => {
    const bad = clone();
    bad.paths['/search'].post.requestBody.content[
      'application/json'
    ].examples.skincare.value.filter.engagement_rate.value = 3;
    await expect(assertOpenApi(bad)).rejects.toThrow(
      /#\/paths\/~1search\/post\/requestBody\/content\/application~1json\/examples\/skincare\/value: \/filter\/engagement_rate\/value must be <= 1/,
    );
    const renamed = clone();
    const item =
      renamed.paths['/search'].post.responses['200'].content['application/json'].examples.skincare.value.data[0];
    item.avg_like = item.avg_likes;
    delete item.avg_likes;
    const problems = await openApiProblems(renamed);
    expect(problems.join('\n')).toMatch(/responses\/200\/.*data\/0 must have required property 'avg_likes'/);
    expect(problems.join('\n')).toMatch(/must NOT have additional properties \(avg_like\)/);
  });

  it('rejects a document that breaks the OpenAPI schema, naming the path', async () => {
    const bad = clone();
    bad.paths['/search'].post.responses = 'none';
    delete bad.info.version;
    const problems = (await openApiProblems(bad)).join('\n');
    expect(problems).toMatch(/#\/paths\/~1search\/post\/responses must be object/);
    expect(problems).toMatch(/#\/info must have required property 'version'/);
  });

  it('rejects an error example whose code is not in the error model, and a missing token rule', async () => {
    const bad = clone();
    bad.components.responses.NotFound.content['application/json'].examples.unknownCreator.value.error.code = 'missing';
    delete bad.paths['/insight/{influencer_id}'].get['x-tokens'];
    const problems = (await openApiProblems(bad)).join('\n');
    expect(problems).toMatch(
      /#\/components\/responses\/NotFound\/.*\/error\/code must be equal to one of the allowed values/,
    );
    expect(problems).toMatch(/#\/paths\/~1insight~1\{influencer_id\}\/get: x-tokens is missing/);
  });

  it('keeps every value the specification gives', () => {
    const ov = overview(doc);
    expect(ov.productionUrl).toBe('https://api.example/v1');
    expect(ov.auth.header).toBe('influencer-api-key');
    expect(ov.sandbox.url).toBe('/api/sandbox');
    expect(ov.sandbox.description).toBe('Sandbox');
    expect(operations(doc).map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /search',
      'GET /insight/{influencer_id}',
    ]);
    const platform = deref<JsonSchema>(search.parameters[0].schema, doc);
    expect(platform).toMatchObject({ enum: ['instagram', 'youtube', 'tiktok'], default: 'instagram' });
    const body = fieldRows(deref<JsonSchema>(search.body!.schema, doc));
    const names = body.map((r) => r.name);
    for (const n of [
      'filter.followers.left_number',
      'filter.followers.right_number',
      'filter.engagement_rate.value',
      'filter.age.left_number',
      'filter.age.right_number',
      'filter.gender.code',
      'filter.geo',
      'filter.keywords',
      'filter.last_posted.value',
      'paging.limit',
      'paging.skip',
    ])
      expect(names).toContain(n);
    expect(body.find((r) => r.name === 'filter.gender.code')!.type).toBe('string: MALE, FEMALE, OTHER');
    expect(body.find((r) => r.name === 'filter.engagement_rate.value')!.description).toContain('0.03 means 3%');
    const paging = deref<JsonSchema>((doc.components.schemas as Record<string, JsonSchema>).Paging, doc) as {
      properties: { limit: { maximum: number; default: number } };
    };
    expect(paging.properties.limit).toMatchObject({ maximum: 50, default: 50 });
    expect(ov.tokenRules.map((t) => t.value)).toEqual([
      '1 search token = 50 influencers',
      '+4 tokens per 100 influencers',
      '1 audience token per insight',
      'At most 50 per page',
    ]);
    expect(ov.tokenRules[0].text).not.toContain('1 token = 1 influencer');
    expect(ov.plans.map((p) => [p.name, p.price, p.influencerTokens, p.audienceTokens, p.requestsPerMinute])).toEqual([
      ['Mini', 199, '5,000', '100', 60],
      ['Startup', 499, '25,000', '500', 120],
      ['Pro', 999, '100,000', '2,500', 300],
      ['Enterprise', null, 'Unlimited', 'Unlimited', null],
    ]);
    expect(ov.plans.find((p) => p.popular)?.name).toBe('Pro');
    expect(ov.plansNote).toBe('A team account is shared by unlimited users of one organisation at no surcharge.');
    expect(search.tokensConsumed).toBe(1);
    expect(insight.tokensConsumed).toBe(1);
    expect(search.responses.map((r) => r.status)).toEqual(['200', '400', '401', '402', '422', '429', '500']);
    expect(insight.responses.map((r) => r.status)).toEqual(['200', '400', '401', '402', '404', '429', '500']);
    const tooMany = search.responses.find((r) => r.status === '429')!;
    expect(tooMany.headers.map((h) => h.name)).toEqual(['Retry-After', 'X-RateLimit-Limit']);
  });

  it('gives zod schemas that accept the examples and name the fields at fault', () => {
    const schema = zodOf(deref<JsonSchema>(search.body!.schema, doc));
    expect(schema.safeParse(search.body!.example).success).toBe(true);
    const bad = searchBody();
    bad.paging.limit = 51;
    bad.filter.gender.code = 'F';
    const result = schema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!).map((e) => e.field)).toEqual(
      expect.arrayContaining(['paging.limit', 'filter.gender.code']),
    );
    const response = zodOf(deref<JsonSchema>(successResponse(insight).schema!, doc));
    expect(response.safeParse(successResponse(insight).example).success).toBe(true);
  });
});

describe('code samples generated from the document', () => {
  const target = { baseUrl: 'https://api.example/v1', keyHeader: 'influencer-api-key', apiKey: 'YOUR_API_KEY' };
  const post = sampleInput(search, target);
  const get = sampleInput(insight, target);
  it('come in cURL, JavaScript, Python and PHP, each with the key header and the example URL', () => {
    expect(codeSamples(post).map((s) => s.label)).toEqual(['cURL', 'JavaScript', 'Python', 'PHP']);
    for (const s of [...codeSamples(post), ...codeSamples(get)]) expect(s.code).toContain('influencer-api-key');
    expect(post.url).toBe('https://api.example/v1/search?platform=instagram');
    expect(get.url).toBe('https://api.example/v1/insight/ig_5f2c9a71');
  });
  it('carry the example body, which round-trips from cURL and PHP', () => {
    const curl = curlSample(post);
    const body = curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"));
    expect(JSON.parse(body)).toEqual(search.body!.example);
    const php = phpSample(post);
    expect(JSON.parse(php.slice(php.indexOf("<<<'JSON'\n") + 9, php.indexOf('\nJSON,')))).toEqual(search.body!.example);
    expect(pythonSample(post)).toContain('"engagement_rate": {');
  });
  it('send no body for a GET', () => {
    expect(javascriptSample(get)).not.toContain('body:');
    expect(pythonSample(get)).toContain('requests.get(');
    expect(phpSample(get)).not.toContain('POSTFIELDS');
    expect(curlSample(get)).not.toContain('-d ');
  });
});

describe('the Postman collection', () => {
  const collection = postmanCollection(doc, 'https://www.example.test');
  it('is a v2.1 collection with one request per operation, pointed at the sandbox with its key', () => {
    expect(collection.info.schema).toBe(POSTMAN_SCHEMA);
    expect(collection.variable).toEqual(
      expect.arrayContaining([
        { key: 'baseUrl', value: 'https://www.example.test/api/sandbox', type: 'string' },
        { key: 'apiKey', value: overview(doc).sandbox.key, type: 'string' },
      ]),
    );
    expect(collection.auth.apikey).toContainEqual({ key: 'key', value: 'influencer-api-key', type: 'string' });
    const requests = collection.item.flatMap((f) => f.item);
    expect(requests.map((r) => `${r.request.method} ${r.request.url.raw}`)).toEqual([
      'POST {{baseUrl}}/search?platform=instagram',
      'GET {{baseUrl}}/insight/:influencer_id',
    ]);
    expect(JSON.parse((requests[0].request as { body: { raw: string } }).body.raw)).toEqual(search.body!.example);
    expect(requests[1].request.url.variable).toEqual([
      expect.objectContaining({ key: 'influencer_id', value: 'ig_5f2c9a71' }),
    ]);
    expect(requests[0].response.map((r) => r.code)).toEqual([200, 400, 401, 402, 422, 429, 500]);
  });
});

describe('copy button state', () => {
  afterEach(() => vi.useRealTimers());
  it('shows copied for 2 seconds, restarting on a second copy', () => {
    vi.useFakeTimers();
    const set = vi.fn();
    const copied = createCopiedState(set);
    copied();
    expect(set).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(COPIED_MS - 1);
    expect(set).toHaveBeenCalledTimes(1);
    copied();
    vi.advanceTimersByTime(COPIED_MS - 1);
    expect(set).toHaveBeenLastCalledWith(true);
    vi.advanceTimersByTime(1);
    expect(set).toHaveBeenLastCalledWith(false);
    expect(COPIED_MS).toBe(2000);
  });
});

describe('the build', () => {
  it('stops on a broken document with a message naming the file and the path', async () => {
    const { mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { default: openApi } = await import('~/integrations/openapi');
    const { OPENAPI_FILE } = await import('~/lib/influencer-api/openapi-file');
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.yaml');
    writeFileSync(
      file,
      readFileSync(OPENAPI_FILE, 'utf8').replace(
        'maximum: 50\n          default: 50',
        'maximum: 1\n          default: 50',
      ),
    );
    const logger = { info: vi.fn() };
    const setup = openApi({ file }).hooks['astro:config:setup'] as (o: unknown) => Promise<void>;
    await expect(setup({ logger })).rejects.toThrow(
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a valid OpenAPI 3\\.1 document:\\n  - #/paths/~1search/post/requestBody/.*/paging/limit must be <= 1`,
      ),
    );
    await openApi().hooks['astro:config:setup']!({ logger } as never);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('valid OpenAPI 3.1'));
  });
});

/**
 * The sandbox functions against a real Blobs server: answers that match the document's schemas (checked with Ajv),
 * filters and paging really applied, tokens_consumed per the token rules, the documented errors, 401 without the
 * sandbox key and 429 with Retry-After once an IP passes the per-minute limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import search from '../../netlify/functions/sandbox-search';
import insight from '../../netlify/functions/sandbox-insight';
import { loadOpenApi } from '../../src/lib/influencer-api/openapi-file';
import { operationById, overview, successResponse, type JsonSchema } from '../../src/lib/influencer-api/openapi';
import { schemaValidator } from '../../src/lib/influencer-api/openapi-check';
import { SANDBOX_SIZE, sandboxCreators } from '../../src/lib/influencer-api/sandbox';
import { callFunction, startBlobs, type TestBlobs } from './support/blobs';

const doc = loadOpenApi();
const ov = overview(doc);
const searchOp = operationById(doc, 'searchInfluencers');
const insightOp = operationById(doc, 'getInfluencerInsight');
const errorSchema = (doc.components.schemas as Record<string, JsonSchema>).Error;
const checkSearch = schemaValidator(doc, successResponse(searchOp).schema!);
const checkInsight = schemaValidator(doc, successResponse(insightOp).schema!);
const checkError = schemaValidator(doc, errorSchema);

let blobs: TestBlobs;
let ipCounter = 0;
/** Each test acts from its own address, so the per-IP limit of one test does not touch another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => blobs?.stop());

function post(
  body: unknown,
  {
    query = '?platform=instagram',
    key = ov.sandbox.key,
    ip = freshIp(),
  }: { query?: string; key?: string | null; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers[ov.auth.header] = key;
  return callFunction(
    search,
    `/api/sandbox/search${query}`,
    { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) },
    { ip },
  );
}
function get(id: string, { key = ov.sandbox.key, ip = freshIp() }: { key?: string | null; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (key !== null) headers[ov.auth.header] = key;
  return callFunction(insight, `/api/sandbox/insight/${id}`, { headers }, { ip, params: { influencer_id: id } });
}

describe('the sample set', () => {
  it('holds a few hundred distinct creators, the same on every call, the documented ones among them', () => {
    const a = sandboxCreators(doc).map((c) => c.profile.id);
    expect(a).toHaveLength(SANDBOX_SIZE);
    expect(new Set(a).size).toBe(SANDBOX_SIZE);
    expect(a).toContain('ig_5f2c9a71');
    const again = sandboxCreators(structuredClone(doc)).map((c) => c.profile.id);
    expect(again).toEqual(a);
  });
});

describe('POST /api/sandbox/search', () => {
  it('answers the documented example request with data that matches the schema and every filter', async () => {
    const example = searchOp.body!.example as { filter: Record<string, unknown> };
    const res = await post({ ...example, paging: { limit: 50, skip: 0 } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(checkSearch(body)).toEqual([]);
    expect(body.tokens_consumed).toBe(searchOp.tokensConsumed);
    expect(body.data.length).toBeGreaterThanOrEqual(2);
    const ids = body.data.map((d: { id: string }) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['ig_5f2c9a71', 'ig_81d04be3']));
    const today = Date.now();
    for (const d of body.data) {
      expect(d.platform).toBe('instagram');
      expect(d.followers).toBeGreaterThanOrEqual(10000);
      expect(d.followers).toBeLessThanOrEqual(100000);
      expect(d.engagement_rate).toBeGreaterThanOrEqual(0.03);
      expect(d.niche.concat(d.username).join(' ')).toMatch(/skincare|beauty/);
      expect((today - Date.parse(d.last_posted)) / 86_400_000).toBeLessThanOrEqual(31);
    }
  });

  it('pages through the matches: limit, skip, total and has_more agree, and pages do not overlap', async () => {
    const first = await (
      await post({ filter: {}, paging: { limit: 7, skip: 0 } }, { query: '?platform=youtube' })
    ).json();
    expect(checkSearch(first)).toEqual([]);
    expect(first.data).toHaveLength(7);
    expect(first.data.every((d: { platform: string }) => d.platform === 'youtube')).toBe(true);
    expect(first.pagination).toMatchObject({ limit: 7, skip: 0, has_more: true });
    const total = first.pagination.total;
    expect(total).toBeGreaterThan(50);
    const second = await (
      await post({ filter: {}, paging: { limit: 7, skip: 7 } }, { query: '?platform=youtube' })
    ).json();
    const overlap = second.data.filter((d: { id: string }) => first.data.some((f: { id: string }) => f.id === d.id));
    expect(overlap).toEqual([]);
    const last = await (
      await post({ filter: {}, paging: { limit: 7, skip: total - 3 } }, { query: '?platform=youtube' })
    ).json();
    expect(last.data).toHaveLength(3);
    expect(last.pagination.has_more).toBe(false);
    // Sorted by followers, largest first, across pages.
    expect(first.data.at(-1).followers).toBeGreaterThanOrEqual(second.data[0].followers);
  });

  it('defaults the platform to instagram and the page size to 50', async () => {
    const res = await post({ filter: {}, paging: {} }, { query: '' });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.pagination).toMatchObject({ limit: 50, skip: 0 });
    expect(body.data).toHaveLength(50);
    expect(body.data.every((d: { platform: string }) => d.platform === 'instagram')).toBe(true);
  });

  it('applies gender, age, geo and last_posted (fewer results than without them)', async () => {
    const all = (await (await post({ filter: {}, paging: { limit: 1 } })).json()).pagination.total;
    const narrowed = await (
      await post({
        filter: { gender: { code: 'MALE' }, geo: [{ id: 148838 }], last_posted: { value: 60 } },
        paging: { limit: 50 },
      })
    ).json();
    expect(narrowed.pagination.total).toBeLessThan(all);
    expect(narrowed.pagination.total).toBeGreaterThan(0);
    for (const d of narrowed.data) expect(d.audience_demographics.top_countries[0].country).toBe('US');
  });

  it('answers 400 naming each field that breaks the schema, in the documented error shape', async () => {
    const res = await post(
      { filter: { gender: { code: 'F' }, engagement_rate: { value: 3 } }, paging: { limit: 51 } },
      { query: '?platform=myspace' },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(checkError(body)).toEqual([]);
    expect(body.error.code).toBe('invalid_request');
    const fields = body.error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['platform', 'filter.gender.code', 'filter.engagement_rate.value', 'paging.limit']),
    );
  });

  it('answers 400 for a body that is not JSON and for an unknown field', async () => {
    const bad = await post('{"filter":');
    expect(bad.status).toBe(400);
    expect(checkError(await bad.json())).toEqual([]);
    const unknown = await (await post({ filter: { colour: 'red' }, paging: {} })).json();
    expect(unknown.error.details[0].field).toBe('filter.colour');
  });

  it('answers 422 for a range whose left_number exceeds its right_number', async () => {
    const res = await post({ filter: { followers: { left_number: 5000, right_number: 10 } }, paging: {} });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(checkError(body)).toEqual([]);
    expect(body.error).toMatchObject({ code: 'unprocessable', details: [{ field: 'filter.followers' }] });
  });

  it('answers 401 without the key and with a wrong one', async () => {
    for (const key of [null, 'sk_live_not_the_sandbox_key']) {
      const res = await post({ filter: {}, paging: {} }, { key });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(checkError(body)).toEqual([]);
      expect(body.error.code).toBe('unauthorized');
    }
  });

  it(`answers 429 with Retry-After once one IP passes the stated limit per minute`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ov.sandbox.ratePerMinute; i++) {
      expect((await post({ filter: {}, paging: { limit: 1 } }, { ip })).status).toBe(200);
    }
    const res = await post({ filter: {}, paging: { limit: 1 } }, { ip });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(res.headers.get('x-ratelimit-limit')).toBe(String(ov.sandbox.ratePerMinute));
    const body = await res.json();
    expect(checkError(body)).toEqual([]);
    expect(body.error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await post({ filter: {}, paging: { limit: 1 } })).status).toBe(200);
  });

  it('answers 405 to another method', async () => {
    const res = await callFunction(search, '/api/sandbox/search', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('GET /api/sandbox/insight/{influencer_id}', () => {
  it('answers the documented example for the documented id', async () => {
    const res = await get('ig_5f2c9a71');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(checkInsight(body)).toEqual([]);
    expect(body).toEqual(successResponse(insightOp).example);
  });

  it('answers generated analytics that match the schema for every creator of a search page', async () => {
    const page = await (await post({ filter: {}, paging: { limit: 5 } }, { query: '?platform=tiktok' })).json();
    for (const { id } of page.data) {
      const body = await (await get(id)).json();
      expect(checkInsight(body), id).toEqual([]);
      expect(body.data.id).toBe(id);
      expect(body.tokens_consumed).toBe(insightOp.tokensConsumed);
      // Deterministic: the same id answers the same analytics.
      expect(await (await get(id)).json()).toEqual(body);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('ig_00000000');
    expect(missing.status).toBe(404);
    expect(checkError(await missing.json())).toEqual([]);
    const malformed = await get('not-an-id');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.details[0].field).toBe('influencer_id');
  });

  it('answers 401 without the key', async () => {
    const res = await get('ig_5f2c9a71', { key: null });
    expect(res.status).toBe(401);
  });
});

/** The API docs' examples match the documented schemas, and a drifted example is rejected. */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { parse } from 'yaml';
import {
  assertExample,
  insightResponseSchema,
  searchRequestSchema,
  searchResponseSchema,
  MAX_PAGE_SIZE,
} from '~/lib/api-docs/schemas';
import { codeSamples, curlSample, pythonSample, javascriptSample } from '~/lib/api-docs/samples';
import { createCopiedState, COPIED_MS } from '~/lib/api-docs/copy-state';

const load = (name: string) => parse(readFileSync(`content-collections/api-docs/endpoints/${name}.yaml`, 'utf8'));
const search = load('search');
const insight = load('insight');
const clone = <T>(v: T): T => structuredClone(v);

describe('documented examples', () => {
  it('the search request and response examples parse', () => {
    expect(searchRequestSchema.safeParse(search.exampleRequest).success).toBe(true);
    expect(searchResponseSchema.safeParse(search.exampleResponse).success).toBe(true);
  });
  it('the insight response example parses', () => {
    expect(insightResponseSchema.safeParse(insight.exampleResponse).success).toBe(true);
  });
});

describe('a drifted example is rejected', () => {
  it('engagement_rate given as a percentage instead of a fraction', () => {
    const req = clone(search.exampleRequest);
    req.filter.engagement_rate.value = 3;
    expect(() => assertExample('search-request', req)).toThrow(/filter\.engagement_rate\.value/);
  });
  it('a page size above 50', () => {
    const req = clone(search.exampleRequest);
    req.paging.limit = MAX_PAGE_SIZE + 1;
    expect(searchRequestSchema.safeParse(req).success).toBe(false);
  });
  it('an unknown gender code', () => {
    const req = clone(search.exampleRequest);
    req.filter.gender.code = 'F';
    expect(searchRequestSchema.safeParse(req).success).toBe(false);
  });
  it('a renamed field in the search response', () => {
    const res = clone(search.exampleResponse);
    res.data[0].avg_like = res.data[0].avg_likes;
    delete res.data[0].avg_likes;
    expect(() => assertExample('search-response', res)).toThrow(/avg_likes|avg_like/);
  });
  it('pagination.has_more that disagrees with the totals', () => {
    const res = clone(search.exampleResponse);
    res.pagination.has_more = false;
    expect(searchResponseSchema.safeParse(res).success).toBe(false);
  });
  it('a missing tokens_consumed or an unknown trend in the insight response', () => {
    const a = clone(insight.exampleResponse);
    delete a.tokens_consumed;
    expect(insightResponseSchema.safeParse(a).success).toBe(false);
    const b = clone(insight.exampleResponse);
    b.data.detailed_analytics.engagement_trends.trend = 'up';
    expect(insightResponseSchema.safeParse(b).success).toBe(false);
  });
  it('the request defaults paging to 50 and skip 0', () => {
    expect(searchRequestSchema.parse({ filter: {}, paging: {} }).paging).toEqual({ limit: 50, skip: 0 });
  });
});

describe('code samples', () => {
  const input = {
    method: 'POST' as const,
    url: 'https://api.example/v1/search?platform=instagram',
    body: search.exampleRequest,
  };
  it('send the influencer-api-key header in all three languages', () => {
    for (const s of codeSamples(input)) expect(s.code).toContain('influencer-api-key');
    expect(codeSamples(input).map((s) => s.label)).toEqual(['cURL', 'JavaScript', 'Python']);
  });
  it('cURL carries the JSON body, which round-trips', () => {
    const curl = curlSample(input);
    const body = curl.slice(curl.indexOf("-d '") + 4, curl.lastIndexOf("'"));
    expect(JSON.parse(body)).toEqual(search.exampleRequest);
  });
  it('JavaScript and Python for a GET have no body', () => {
    const get = { method: 'GET' as const, url: 'https://api.example/v1/insight/ig_1' };
    expect(javascriptSample(get)).not.toContain('body:');
    expect(pythonSample(get)).toContain('requests.get(');
    expect(pythonSample(input)).toContain('"engagement_rate": {');
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

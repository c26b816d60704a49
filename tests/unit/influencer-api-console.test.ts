/** The console's rules: drafts start from the document's examples, are checked field by field, become a fetch and a cURL. */
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '~/lib/influencer-api/openapi-file';
import { operationById } from '~/lib/influencer-api/openapi';
import { checkDraft, draftCurl, draftRequest, draftUrl, formatBody, initialDraft } from '~/lib/influencer-api/console';

const doc = loadOpenApi();
const search = operationById(doc, 'searchInfluencers');
const insight = operationById(doc, 'getInfluencerInsight');
const messages = { json: 'Not valid JSON:', required: 'Required.' };
const BASE = 'https://site.test/api/sandbox';

describe('console drafts', () => {
  it('start from the documented examples and pass the schema check', () => {
    const d = initialDraft(search, 'key');
    expect(d.params).toEqual({ platform: 'instagram' });
    expect(JSON.parse(d.body)).toEqual(search.body!.example);
    expect(checkDraft(doc, search, d, messages)).toMatchObject({ errors: [], sendable: true });
    expect(initialDraft(insight, 'key').params).toEqual({ influencer_id: 'ig_5f2c9a71' });
  });

  it('name every field that breaks the schema, and stay sendable (the sandbox answers 400)', () => {
    const d = initialDraft(search, 'key');
    const body = JSON.parse(d.body);
    body.paging.limit = 0;
    body.filter.keywords = [''];
    const check = checkDraft(
      doc,
      search,
      { ...d, params: { platform: 'myspace' }, body: JSON.stringify(body) },
      messages,
    );
    expect(check.errors.map((e) => e.field).sort()).toEqual(['filter.keywords.0', 'paging.limit', 'platform']);
    expect(check.sendable).toBe(true);
  });

  it('refuse to send a body that is not JSON or an empty required path parameter', () => {
    const bad = checkDraft(doc, search, { ...initialDraft(search, 'k'), body: '{"filter": ' }, messages);
    expect(bad.sendable).toBe(false);
    expect(bad.errors[0]).toMatchObject({ field: 'body' });
    expect(bad.errors[0].message).toMatch(/^Not valid JSON: /);
    const empty = checkDraft(doc, insight, { params: { influencer_id: '' }, body: '', key: 'k' }, messages);
    expect(empty).toMatchObject({ sendable: false, errors: [{ field: 'influencer_id', message: 'Required.' }] });
  });

  it('become the sandbox request and the same request as cURL', () => {
    const d = { ...initialDraft(insight, 'sbx'), params: { influencer_id: 'yt_0000abcd' } };
    expect(draftUrl(insight, d, BASE)).toBe(`${BASE}/insight/yt_0000abcd`);
    expect(draftRequest(insight, d, BASE, 'influencer-api-key')).toEqual({
      url: `${BASE}/insight/yt_0000abcd`,
      init: { method: 'GET', headers: { 'influencer-api-key': 'sbx' } },
    });
    const s = { ...initialDraft(search, 'sbx'), params: { platform: '' } };
    expect(draftUrl(search, s, BASE)).toBe(`${BASE}/search`);
    const curl = draftCurl(search, s, BASE, 'influencer-api-key', { filter: {}, paging: {} });
    expect(curl).toBe(
      `curl -X POST '${BASE}/search' \\\n  -H 'influencer-api-key: sbx' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\n  "filter": {},\n  "paging": {}\n}'`,
    );
  });

  it('format a JSON answer and leave other text as it is', () => {
    expect(formatBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatBody('Bad gateway')).toBe('Bad gateway');
  });
});

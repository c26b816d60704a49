/**
 * Attribution on every lead (issue 29, part 1), against a real Blobs server: what POST /api/{contact,launchpad}
 * stores, what the lead index keeps, the admin's facet filters, and the webhook payload.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import stats from '../../netlify/functions/admin-stats';
import { startSession } from '../../netlify/lib/auth';
import { LEAD_INDEX_STORE, scanIndex } from '../../netlify/lib/lead/index-store';
import { settleDeliveries } from '../../netlify/lib/lead/webhook';
import { LEAD_STORES } from '~/lib/lead/storage';
import type { LeadKind } from '~/lib/lead/kinds';
import { hasUnsafeText } from '~/lib/lead/sanitize';
import { QUERY_MESSAGES } from '~/lib/admin/lead-query';
import { callFunction, clearStores, type Handler } from './support/blobs';
import { blobsAndReceiver } from './support/blobs-and-receiver';
import { sampleAttribution } from '../support/attribution';
import { humanProof } from '../support/spam-proof';

const ADMIN = { password: 'pw-for-attribution-tests', secret: 'a'.repeat(48) };
const HANDLERS: Record<LeadKind, Handler> = { contact, launchpad };

const { receiver } = blobsAndReceiver();

const ENV = {
  SUBMISSION_RATE_LIMIT: '0',
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_SESSION_SECRET: ADMIN.secret,
  LEAD_WEBHOOK_URL: '',
};
beforeEach(async () => {
  await clearStores(LEAD_INDEX_STORE, ...Object.values(LEAD_STORES));
  receiver.received = [];
  Object.assign(process.env, ENV, { LEAD_WEBHOOK_URL: receiver.url });
});
afterEach(async () => {
  await settleDeliveries();
  for (const k of Object.keys(ENV)) delete process.env[k];
});

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: 'Glow Labs',
  programType: 'Launchpad Program',
  location: 'India',
};

const attribution = sampleAttribution();

let n = 0;
async function submit(kind: LeadKind, body: Record<string, unknown>): Promise<string> {
  const res = await callFunction(HANDLERS[kind], `/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...valid, email: `lead${++n}@example.com`, altcha: await humanProof(), ...body }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const stored = (kind: LeadKind, id: string) =>
  getStore({ name: LEAD_STORES[kind], consistency: 'strong' }).get(id, { type: 'json' }) as Promise<
    Record<string, unknown>
  >;

const cookie = async () => `admin_session=${(await startSession(ADMIN)).token}`;
async function list(kind: LeadKind, query: string) {
  const res = await callFunction(HANDLERS[kind], `/api/${kind}?${query}`, { headers: { cookie: await cookie() } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('attribution on every lead', () => {
  it.each(['contact', 'launchpad'] as const)(
    'a %s lead stores its attribution, and the index its facets',
    async (kind) => {
      const id = await submit(kind, { attribution });
      expect((await stored(kind, id)).attribution).toEqual(attribution);
      const [entry] = await scanIndex(kind);
      expect(entry.id).toBe(id);
      expect(entry.attribution).toEqual({
        source: 'newsletter',
        medium: 'email',
        campaign: 'launch',
        landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch',
      });
    },
  );

  it.each(['contact', 'launchpad'] as const)(
    'a %s lead without attribution (or with an unusable one) is stored with attribution: null',
    async (kind) => {
      const none = await submit(kind, {});
      const broken = await submit(kind, { attribution: 'utm_source=x' });
      const empty = await submit(kind, { attribution: { utm: {}, pagesViewed: [] } });
      for (const id of [none, broken, empty]) {
        const record = await stored(kind, id);
        expect(record).toHaveProperty('attribution', null);
      }
      const entries = await scanIndex(kind);
      expect(entries.map((e) => e.attribution)).toEqual([null, null, null]);
    },
  );

  it('drops unknown keys, caps every length and removes control characters', async () => {
    const id = await submit('contact', {
      attribution: {
        ...attribution,
        email: 'leak@example.com',
        ip: '203.0.113.9',
        referrer: 'https://mail.example.com/inbox/message/123?token=secret',
        utm: {
          source: 'news\u0000let\u202eter',
          medium: 'em\nail',
          campaign: 'c'.repeat(1000),
          term: { nested: true },
          content: 'x',
          gclid: 'value',
        },
        clickId: ['gclid', 'gclid=abc'],
        submittedFrom: `/pricing${'p'.repeat(1000)}`,
        pagesViewed: Array.from({ length: 50 }, (_, i) => `/page-${i}\u0007`),
      },
    });
    const record = (await stored('contact', id)).attribution as typeof attribution;
    expect(Object.keys(record).sort()).toEqual(
      ['clickId', 'landingPage', 'pagesViewed', 'referrer', 'submittedFrom', 'utm'].sort(),
    );
    expect(record.referrer).toBe('https://mail.example.com');
    expect(record.utm).toEqual({
      source: 'newsletter',
      medium: 'em ail',
      campaign: 'c'.repeat(200),
      term: null,
      content: 'x',
    });
    expect(record.clickId).toEqual(['gclid']);
    expect(record.submittedFrom).toHaveLength(200);
    expect(record.pagesViewed).toHaveLength(20);
    expect(record.pagesViewed[0]).toBe('/page-0');
    expect(hasUnsafeText(JSON.stringify(record))).toBe(false);
    expect(JSON.stringify(record)).not.toMatch(/leak@example|203\.0\.113\.9|secret|message\/123/);
  });

  it('the webhook payload carries the attribution and its text names the source', async () => {
    const id = await submit('contact', { attribution, programType: 'Managed Services' });
    await receiver.waitFor(1);
    const [{ body }] = receiver.received;
    expect(body.lead.id).toBe(id);
    expect(body.lead.attribution).toEqual(attribution);
    expect(body.text).toContain('Source: newsletter / email (launch)');
  });
});

describe('the admin facet filters', () => {
  async function seed() {
    const a = await submit('contact', { attribution });
    const b = await submit('contact', {
      attribution: {
        ...attribution,
        landingPage: '/pricing?utm_source=google',
        utm: { source: 'google', medium: 'cpc' },
      },
    });
    const c = await submit('contact', {});
    return { a, b, c };
  }
  const ids = (body: Record<string, unknown>) => (body.contacts as { id: string }[]).map((r) => r.id);

  it('filter the list by source, medium, campaign and landing page, with exact totals', async () => {
    const { a, b, c } = await seed();
    expect(ids((await list('contact', '')).body)).toEqual([c, b, a]);
    for (const [query, want] of [
      ['source=newsletter', [a]],
      ['source=google&medium=cpc', [b]],
      ['medium=email', [a]],
      ['campaign=launch', [a]],
      ['landingPage=/pricing', [b]],
      ['landingPage=%2F', [a]],
      ['source=News', []],
      ['source=google&status=pending', [b]],
    ] as const) {
      const { status, body } = await list('contact', query);
      expect(status, query).toBe(200);
      expect(ids(body), query).toEqual(want);
      expect(body.total, query).toBe(want.length);
    }
    // The full record comes back, attribution included.
    const { body } = await list('contact', 'source=newsletter');
    expect((body.contacts as { attribution: unknown }[])[0].attribution).toEqual(attribution);
  });

  it('the stat cards follow the facets too', async () => {
    await seed();
    const res = await callFunction(stats, '/api/admin/stats?source=google', { headers: { cookie: await cookie() } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ contactCount: 1, launchpadCount: 0 });
  });

  it('400 with a clear message for a bad facet', async () => {
    for (const [query, message] of [
      ['landingPage=pricing', QUERY_MESSAGES.landingPage],
      [`source=${'s'.repeat(201)}`, QUERY_MESSAGES.source],
      ['utm_source=newsletter', QUERY_MESSAGES.unknown('utm_source')],
    ] as const) {
      const { status, body } = await list('contact', query);
      expect(status, query).toBe(400);
      expect(body.error, query).toBe(message);
    }
  });
});

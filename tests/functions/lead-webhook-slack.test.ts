/**
 * Issue 28: a lead cannot format the sales channel. The webhook's `text` is escaped for Slack; its `lead` object
 * stays the stored record, byte for byte. Through the real contact function, Blobs server and a local receiver.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import contact from '../../netlify/functions/contact';
import { settleDeliveries } from '../../netlify/lib/lead/webhook';
import { LEAD_STORES } from '~/lib/lead/storage';
import { callFunction, startBlobs, type TestBlobs } from './support/blobs';
import { WebhookReceiver } from './support/webhook-receiver';
import { humanProof } from '../support/spam-proof';

let blobs: TestBlobs;
const receiver = new WebhookReceiver();
const ENV = ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'SUBMISSION_RATE_LIMIT'];
beforeAll(async () => {
  blobs = await startBlobs();
  await receiver.up();
  Object.assign(process.env, {
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: 'whsec-slack-test',
    SUBMISSION_RATE_LIMIT: '0',
  });
});
afterEach(() => settleDeliveries());
afterAll(async () => {
  for (const k of ENV) delete process.env[k];
  await receiver.down();
  await blobs.stop();
});

describe('webhook text for Slack', () => {
  it('a lead named <!channel> with a link for a company reaches Slack as inert text; `lead` keeps the raw values', async () => {
    const name = '<!channel>';
    const company = '<https://evil.example/reset|Reset your password>';
    const res = await callFunction(contact, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        company,
        email: 'slack@example.com',
        phone: '+91 98765 43210',
        programType: 'Managed Services',
        location: 'India',
        message: 'Tom & Jerry > Itchy',
        altcha: await humanProof(),
      }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await settleDeliveries();

    expect(receiver.received).toHaveLength(1);
    const body = receiver.received[0].body as { text: string; lead: Record<string, unknown> };
    expect(body.text).toBe(
      'New contact request: &lt;!channel&gt; (&lt;https://evil.example/reset|Reset your password&gt;) · slack@example.com · +91 98765 43210 · Managed Services · India',
    );
    expect(body.text).not.toMatch(/[<>]/);
    const stored = await getStore({ name: LEAD_STORES.contact, consistency: 'strong' }).get(id, { type: 'json' });
    expect(body.lead).toEqual(stored);
    expect(body.lead).toMatchObject({ name, company });
  });
});

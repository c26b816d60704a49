/**
 * Issue 28: the unsubscribe page under `npm start`, as a reader uses it without JavaScript: GET /unsubscribe?token=…
 * is the static page with a form and no action (it posts to its own address, token and all); that POST reaches the
 * function, which erases the subscriber and sends the reader to the page's outcome. Runs against the built dist/.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import { NEWSLETTER_STORE } from '~/lib/lead/storage';
import { unsubscribeToken } from '../../netlify/lib/newsletter-erase';
import { useLocalServer } from '../../tests/functions/support/local-server';

const SECRET = 'serve-unsubscribe-secret-0123456789abcdef';
const local = useLocalServer({ NEWSLETTER_SECRET: SECRET, SUBMISSION_RATE_LIMIT: '0' }, 'unsubscribe');

describe('/unsubscribe under npm start', () => {
  it('shows the page for GET, erases on the form post, then shows the outcome', async () => {
    const url = local.server!.url;
    const subscribed = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'page@example.com' }),
    });
    expect(subscribed.status).toBe(201);
    const store = getStore({ name: NEWSLETTER_STORE, consistency: 'strong' });
    const id = (await store.list()).blobs[0].key;
    const link = `${url}/unsubscribe?token=${unsubscribeToken(id, SECRET)}`;

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form method="post"[^>]*data-unsubscribe-form/);
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(html).toContain('noindex');
    expect(await store.get(id)).not.toBeNull(); // opening the link erases nothing

    const posted = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/unsubscribe#unsubscribe-unsubscribed');
    expect(await store.get(id)).toBeNull();
    const outcome = await (await fetch(`${url}/unsubscribe`)).text();
    expect(outcome).toContain('id="unsubscribe-unsubscribed"');
  });
});

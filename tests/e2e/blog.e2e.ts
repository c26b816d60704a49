/** /blog, every post and /rss.xml: filter counts, featured card, newsletter (stubbed, real and without JavaScript), JSON-LD, RSS. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, VIEWPORTS } from './support/browser';
import { BLOG_FILTERS } from '../../src/lib/blog/blog.schema';
import { featuredPost, posts } from './support/content';

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const visiblePosts = (page: Page) => page.locator('[data-post-grid] > li').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

describe('/blog', () => {
  it('shows the featured first post and filters the grid per category (default All)', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/blog?country=US'));
    expect(await page.locator(`[data-featured-post="${featuredPost.id}"]`).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
    const expected = Object.fromEntries(BLOG_FILTERS.map((f) => [f, f === 'All' ? posts.length : posts.filter((p) => p.data.category === f).length]));
    for (const [name, count] of Object.entries(expected)) {
      await page.getByRole('radio', { name, exact: true }).check({ force: true });
      expect(await visiblePosts(page), name).toBe(count);
      expect(await page.locator('[data-filter-count]').textContent()).toBe(`Showing ${count} article${count === 1 ? '' : 's'}`);
    }
    expect(new URL(page.url()).searchParams.get('category')).toBe('analytics');
    expect(await page.locator('link[rel=alternate][type="application/rss+xml"]').getAttribute('href')).toBe('/rss.xml');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await context.close();
  });

  it('shows every post with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(baseUrl('/blog'));
    expect(await visiblePosts(page)).toBe(posts.length);
    await page.locator('label', { hasText: 'Strategy' }).click();
    expect(await visiblePosts(page)).toBe(posts.filter((p) => p.data.category === 'Strategy').length);
    await context.close();
  });
});

describe('newsletter box (route stubbed)', () => {
  async function submit(page: Page, email: string) {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
  }
  const message = (page: Page) => page.locator('[data-newsletter-message]');

  it('confirms a subscription and sends JSON { email }', async () => {
    const { page, context } = await openPage(browser);
    let sent: unknown;
    await page.route('**/api/newsletter', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ subscribed: true }) });
    });
    await page.goto(baseUrl('/blog?country=US'));
    await submit(page, 'reader@brand.example');
    await expect.poll(() => message(page).textContent()).toContain('Thanks for subscribing');
    expect(await message(page).getAttribute('data-state')).toBe('success');
    expect(sent).toEqual({ email: 'reader@brand.example' });
    await context.close();
  });

  it('shows the field error on 400, and clear errors on 429 and a network failure', async () => {
    const { page, context } = await openPage(browser, { allowStatus: [400, 429] });
    const replies = [
      { status: 400, body: { error: 'Invalid input', fieldErrors: { email: 'Please use your work email.' } } },
      { status: 429, body: { error: 'Too many requests' } },
    ];
    let call = 0;
    await page.route('**/api/newsletter', async (route) => {
      const r = replies[call++];
      if (!r) return route.abort('internetdisconnected');
      await route.fulfill({ status: r.status, contentType: 'application/json', body: JSON.stringify(r.body) });
    });
    await page.goto(baseUrl('/blog?country=US'));
    await submit(page, 'reader@brand.example');
    await expect.poll(() => message(page).textContent()).toBe('Please use your work email.');
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    await submit(page, 'reader@brand.example');
    await expect.poll(() => message(page).textContent()).toContain('Too many attempts');
    await submit(page, 'reader@brand.example');
    await expect.poll(() => message(page).textContent()).toContain('could not reach the server');
    expect(await message(page).getAttribute('data-state')).toBe('error');
    await context.close();
  });

  it('checks the address in the browser before sending', async () => {
    const { page, context } = await openPage(browser);
    let calls = 0;
    await page.route('**/api/newsletter', (route) => { calls++; return route.abort(); });
    await page.goto(baseUrl('/blog?country=US'));
    await submit(page, 'not-an-email');
    await expect.poll(() => message(page).textContent()).toBe('Please enter a valid email address.');
    expect(calls).toBe(0);
    await context.close();
  });
});

describe('newsletter against the real /api/newsletter', () => {
  it('real endpoint: thanks a new address, and a known one exactly alike (the page never reveals who is subscribed)', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/blog?country=US'));
    const email = `e2e-${Date.now()}@blog-test.example`;
    for (const expected of ['Thanks for subscribing', 'Thanks for subscribing']) {
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => page.locator('[data-newsletter-message]').textContent(), { timeout: 10_000 }).toContain(expected);
    }
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });
});

describe('newsletter without JavaScript', () => {
  it('the form posts itself; the page comes back showing the thanks, and the address is never in the URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(baseUrl('/blog'));
    const thanks = page.locator('#newsletter-subscribed');
    expect(await thanks.isVisible()).toBe(false);
    const email = `nojs-${Date.now()}@blog-test.example`;
    await page.getByLabel('Email address').fill(email);
    await Promise.all([page.waitForURL(/#newsletter-subscribed$/), page.getByRole('button', { name: 'Subscribe' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await thanks.textContent()).toContain('Thanks for subscribing');
    expect(await page.locator('[data-newsletter-state]:visible').count()).toBe(1);
    expect([page.url(), ...urls].filter((u) => decodeURIComponent(u).includes(email))).toEqual([]);
    await context.close();
  });

  it('an invalid address comes back with the invalid-address message', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(baseUrl('/blog'));
    await page.getByLabel('Email address').fill('not-an-address');
    await Promise.all([page.waitForURL(/#newsletter-invalid$/), page.getByRole('button', { name: 'Subscribe' }).click()]);
    await expect.poll(() => page.locator('#newsletter-invalid').isVisible()).toBe(true);
    expect(await page.locator('#newsletter-invalid').textContent()).toContain('Please enter a valid email address.');
    await context.close();
  });
});

describe('/blog/{id}', () => {
  it('every post has author, date, reading time, tags, related posts and BlogPosting JSON-LD, and loads no React', async () => {
    const { page, context, problems } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    for (const { id } of posts) {
      await page.goto(baseUrl(`/blog/${id}?country=US`));
      expect(await page.locator('[data-author]').count(), id).toBe(1);
      expect(await page.locator('article time[datetime]').count(), id).toBeGreaterThan(0);
      expect(await page.locator('article').getByText(/\d+ min read/).count(), id).toBeGreaterThan(0);
      expect(await page.locator('[data-tags] li').count(), id).toBeGreaterThan(0);
      expect(await page.locator('[data-related] > li').count(), id).toBe(3);
      expect(await page.locator('[data-related] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).not.toContain(`/blog/${id}`);
      expect(await page.locator('.prose-content p').count(), id).toBeGreaterThanOrEqual(5);
      const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)));
      const posting = ld.find((x) => x['@type'] === 'BlogPosting');
      expect(posting?.url, id).toMatch(new RegExp(`/blog/${id}$`));
      expect(await page.locator('astro-island').count()).toBe(0);
    }
    expect(scripts.filter((s) => /react|client\.[\w-]+\.js/i.test(s))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.filter((r) => !r.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await context.close();
  });

  it('/rss.xml lists every post', async () => {
    const res = await fetch(baseUrl('/rss.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    for (const { id } of posts) expect(xml).toContain(`/blog/${id}</link>`);
  });
});

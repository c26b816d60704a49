/** /blog, every post and /rss.xml: filter counts, featured card, newsletter (stubbed, real and without JavaScript), JSON-LD, RSS. */
import type { Page } from '@playwright/test';
import { test, expect, baseUrl, VIEWPORTS } from './support/browser';
import { BLOG_FILTERS } from '../../src/lib/blog/blog.schema';
import { featuredPost, posts } from './support/content';

const visiblePosts = (page: Page) => page.locator('[data-post-grid] > li:visible');

test.describe('/blog', () => {
  test('shows the featured first post and filters the grid per category (default All)', async ({ page, problems }) => {
    await page.goto('/blog?country=US');
    await expect(page.locator(`[data-featured-post="${featuredPost.id}"]`)).toHaveCount(1);
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    const expected = Object.fromEntries(
      BLOG_FILTERS.map((f) => [f, f === 'All' ? posts.length : posts.filter((p) => p.data.category === f).length]),
    );
    for (const [name, count] of Object.entries(expected)) {
      await page.getByRole('radio', { name, exact: true }).check({ force: true });
      await expect(visiblePosts(page), name).toHaveCount(count);
      await expect(page.locator('[data-filter-count]')).toHaveText(`Showing ${count} article${count === 1 ? '' : 's'}`);
    }
    await expect(page).toHaveURL(/[?&]category=analytics(&|$)/);
    await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('a cover is one file wherever it shows: the featured card, its grid card and its post name the same', async ({
    page,
  }) => {
    await page.goto('/blog');
    const featured = await page.locator(`[data-featured-post="${featuredPost.id}"] img`).getAttribute('src');
    await expect(page.locator(`[data-post="${featuredPost.id}"] img`)).toHaveAttribute('src', featured!);
    await page.goto(`/blog/${featuredPost.id}`);
    const cover = page.locator('figure img').first();
    await expect(cover).toHaveAttribute('src', featured!);
    expect(await cover.getAttribute('srcset')).toBeNull();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });
    test('shows every post, and the category radios still filter', async ({ page }) => {
      await page.goto('/blog');
      await expect(visiblePosts(page)).toHaveCount(posts.length);
      await page.locator('label', { hasText: 'Strategy' }).click();
      await expect(visiblePosts(page)).toHaveCount(posts.filter((p) => p.data.category === 'Strategy').length);
    });
  });
});

test.describe('newsletter box (route stubbed)', () => {
  async function submit(page: Page, email: string) {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
  }
  const message = (page: Page) => page.locator('[data-newsletter-message]');

  test('confirms a subscription and sends JSON { email, altcha }', async ({ page }) => {
    let sent: unknown;
    await page.route('**/api/newsletter', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ subscribed: true }) });
    });
    await page.goto('/blog?country=US');
    await submit(page, 'reader@brand.example');
    await expect(message(page)).toContainText('Thanks for subscribing');
    await expect(message(page)).toHaveAttribute('data-state', 'success');
    // The address and the invisible spam check's solved proof of work (issue 52).
    expect(sent).toEqual({ email: 'reader@brand.example', altcha: expect.any(String) });
  });

  test.describe('error answers', () => {
    test.use({ allowStatus: [400, 429] });
    test('shows the field error on 400, and clear errors on 429 and a network failure', async ({ page }) => {
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
      await page.goto('/blog?country=US');
      await submit(page, 'reader@brand.example');
      await expect(message(page)).toHaveText('Please use your work email.');
      await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
      await submit(page, 'reader@brand.example');
      await expect(message(page)).toContainText('Too many attempts');
      await submit(page, 'reader@brand.example');
      await expect(message(page)).toContainText('could not reach the server');
      await expect(message(page)).toHaveAttribute('data-state', 'error');
    });
  });

  test('checks the address in the browser before sending', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/newsletter', (route) => {
      calls++;
      return route.abort();
    });
    await page.goto('/blog?country=US');
    await submit(page, 'not-an-email');
    await expect(message(page)).toHaveText('Please enter a valid email address.');
    expect(calls).toBe(0);
  });
});

test.describe('newsletter against the real /api/newsletter', () => {
  test('thanks a new address, and a known one exactly alike (the page never reveals who is subscribed)', async ({
    page,
    problems,
  }) => {
    await page.goto('/blog?country=US');
    const email = `e2e-${Date.now()}@blog-test.example`;
    const message = page.locator('[data-newsletter-message]');
    for (let round = 0; round < 2; round++) {
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST',
      );
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      const response = await answered;
      expect(response.ok()).toBe(true);
      // The box's invisible spam check (issue 52): each sign-up carries its own solved proof of work.
      expect(response.request().postDataJSON()).toHaveProperty('altcha');
      await expect(message).toContainText('Thanks for subscribing');
    }
    expect(problems.failedRequests).toEqual([]);
  });
});

test.describe('newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile });

  test('the form posts itself; the page comes back showing the thanks, and the address is never in the URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto('/blog');
    const thanks = page.locator('#newsletter-subscribed');
    await expect(thanks).toBeHidden();
    const email = `nojs-${Date.now()}@blog-test.example`;
    await page.getByLabel('Email address').fill(email);
    await Promise.all([
      page.waitForURL(/#newsletter-subscribed$/),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText('Thanks for subscribing');
    await expect(page.locator('[data-newsletter-state]:visible')).toHaveCount(1);
    expect([page.url(), ...urls].filter((u) => decodeURIComponent(u).includes(email))).toEqual([]);
  });

  test('an invalid address comes back with the invalid-address message', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('Email address').fill('not-an-address');
    await Promise.all([
      page.waitForURL(/#newsletter-invalid$/),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    await expect(page.locator('#newsletter-invalid')).toBeVisible();
    await expect(page.locator('#newsletter-invalid')).toContainText('Please enter a valid email address.');
  });
});

test.describe('/blog/{id}', () => {
  test('every post has author, date, reading time, tags, related posts and BlogPosting JSON-LD, and loads no React', async ({
    page,
    problems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    for (const { id } of posts) {
      await page.goto(`/blog/${id}?country=US`);
      await expect(page.locator('[data-author]'), id).toHaveCount(1);
      expect(await page.locator('article time[datetime]').count(), id).toBeGreaterThan(0);
      expect(
        await page
          .locator('article')
          .getByText(/\d+ min read/)
          .count(),
        id,
      ).toBeGreaterThan(0);
      expect(await page.locator('[data-tags] li').count(), id).toBeGreaterThan(0);
      await expect(page.locator('[data-related] > li'), id).toHaveCount(3);
      expect(
        await page.locator('[data-related] a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      ).not.toContain(`/blog/${id}`);
      expect(await page.locator('.prose-content p').count(), id).toBeGreaterThanOrEqual(5);
      const ld = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((s) => s.map((e) => JSON.parse(e.textContent)));
      const posting = ld.find((x) => x['@type'] === 'BlogPosting');
      expect(posting?.url, id).toMatch(new RegExp(`/blog/${id}$`));
      await expect(page.locator('astro-island')).toHaveCount(0);
    }
    expect(scripts.filter((s) => /react|client\.[\w-]+\.js/i.test(s))).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests.filter((r) => !r.endsWith('net::ERR_ABORTED'))).toEqual([]);
  });

  test('/rss.xml lists every post', async () => {
    const res = await fetch(baseUrl('/rss.xml'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    for (const { id } of posts) expect(xml).toContain(`/blog/${id}</link>`);
  });
});

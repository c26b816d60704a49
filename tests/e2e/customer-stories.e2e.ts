/** /customer-stories and every story page: grid, industry filter (with and without JS), next chain, share, copy link, no React. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, VIEWPORTS } from './support/browser';
import { featuredStory, gridStories, stories, storiesIn, storyChain } from './support/content';
import { primaryName } from '../../src/lib/stories/headline';

const companyOf = (slug: string) => (stories.find((s) => s.id === slug)!.data as unknown as { companyName: string }).companyName;

let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

const visibleCards = (page: Page) => page.locator('[data-story-grid] > li').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => (e as HTMLElement).dataset.story));

describe('/customer-stories', () => {
  it('shows the featured story (Plum in the spec) with testimonial and press, and a grid of every other story linking to its page', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/customer-stories?country=US'));
    expect(featuredStory.id).toBe('plum');
    const featured = page.locator('[data-featured-story="plum"]');
    expect(await featured.count()).toBe(1);
    expect(await featured.locator('[data-testimonial]').count()).toBe(1);
    expect(await featured.locator('[data-press] li').count()).toBeGreaterThan(0);
    expect(await featured.locator('a[href="/customer-stories/plum"]').count()).toBe(1);
    const cards = page.locator('[data-story-grid] > li');
    expect(await cards.count()).toBe(gridStories.length);
    const hrefs = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(gridStories.map((s) => `/customer-stories/${s.id}`)));
    expect(await page.getByRole('button', { name: 'Book a Demo' }).count()).toBe(2);
    const trial = page.getByRole('link', { name: 'Start Free Trial' });
    expect(await trial.getAttribute('href')).toMatch(/\/auth\/login$/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
    await context.close();
  });

  it('each card has its own generated cover (no remote image) and names its company once (issue 11 item 15)', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(baseUrl('/customer-stories?country=US'));
    const cards = await page.locator('[data-story-grid] > li').evaluateAll((els) => els.map((el) => ({
      id: (el as HTMLElement).dataset.story!,
      text: [el.textContent ?? '', ...[...el.querySelectorAll('img')].map((i) => i.alt)].join(' ').replace(/\s+/g, ' '),
      covers: [...el.querySelectorAll('img[data-cover]')].map((i) => i.getAttribute('src')),
      images: [...el.querySelectorAll('img')].map((i) => (i as HTMLImageElement).src),
    })));
    expect(cards).toHaveLength(18);
    for (const card of cards) {
      expect(card.covers, card.id).toEqual([`/customer-stories/covers/${card.id}.svg`]);
      for (const src of card.images) expect(new URL(src).origin).toBe(new URL(baseUrl('/')).origin);
      const name = primaryName(companyOf(card.id));
      const times = card.text.toLowerCase().split(name.toLowerCase()).length - 1;
      expect(times, `${card.id}: "${name}" in "${card.text}"`).toBe(1);
    }
    // every cover is a real, distinct image
    const bodies = await Promise.all(cards.map(async (c) => {
      const res = await fetch(baseUrl(c.covers[0]!));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      return res.text();
    }));
    expect(new Set(bodies).size).toBe(18);
    for (const card of await page.locator('[data-story-grid] > li').all()) await card.scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-story-grid] img[data-cover]').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it('lays the grid out in 1, 2 and 3 columns', async () => {
    for (const [width, cols] of [[390, 1], [800, 2], [1366, 3]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(baseUrl('/customer-stories?country=US'));
      const n = await page.locator('[data-story-grid]').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(n, `${width}px`).toBe(cols);
      await context.close();
    }
  });

  it('filters by industry, keeps ?industry= in the address and restores it on load', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/customer-stories?country=US'));
    const all = gridStories.length;
    const plural = (n: number) => `Showing ${n} ${n === 1 ? 'story' : 'stories'}`;
    expect(await page.locator('[data-filter-count]').first().textContent()).toBe(plural(all));
    const food = storiesIn('Food & Beverage');
    await page.getByRole('radio', { name: 'Food & Beverage' }).check({ force: true });
    expect((await visibleCards(page)).sort()).toEqual([...food].sort());
    expect(await page.locator('[data-filter-count]').first().textContent()).toBe(plural(food.length));
    expect(new URL(page.url()).searchParams.get('industry')).toBe('food-and-beverage');
    await page.reload();
    expect((await visibleCards(page)).length).toBe(food.length);
    await page.getByRole('radio', { name: 'All industries' }).check({ force: true });
    expect((await visibleCards(page)).length).toBe(all);
    expect(new URL(page.url()).searchParams.has('industry')).toBe(false);
    await context.close();
  });

  it('works with JavaScript off: every card shows and the radios still filter (CSS only)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(baseUrl('/customer-stories'));
    expect((await visibleCards(page)).length).toBe(gridStories.length);
    await page.locator('label', { hasText: 'Travel' }).click();
    expect(await visibleCards(page)).toEqual(storiesIn('Travel'));
    await context.close();
  });
});

describe('/customer-stories/{slug}', () => {
  it('follows Next Case Study from the featured story through every story; the last four loop chumbak -> emami -> phy-life -> plum-bodylovin -> chumbak', async () => {
    const { page, context, problems } = await openPage(browser);
    const seen: string[] = [];
    let path = `/customer-stories/${featuredStory.id}`;
    for (let i = 0; i <= stories.length; i++) {
      await page.goto(baseUrl(`${path}?country=US`));
      const slug = path.split('/').pop()!;
      seen.push(slug);
      const next = page.locator('[data-next-story]');
      expect(await next.textContent()).toContain('Next Case Study');
      // The company is named once: never "Emami: Emami grew…" (issue 11 item 17).
      const headline = (await next.locator('span > span').nth(1).textContent())!.trim();
      expect(headline, slug).not.toMatch(/^([^:]+):\s*\1(?![\p{L}\p{N}])/iu);
      path = (await next.getAttribute('href'))!;
    }
    expect(new Set(seen)).toEqual(new Set(stories.map((s) => s.id)));
    expect(seen).toEqual([...storyChain.order, storyChain.loopStart]);
    expect(seen.slice(-5)).toEqual(['chumbak', 'emami', 'phy-life', 'plum-bodylovin', 'chumbak']);
    expect(problems.consoleErrors).toEqual([]);
    // moving on quickly cancels the region request of the page we leave (net::ERR_ABORTED); that is not a failure
    expect(problems.failedRequests.filter((r) => !r.endsWith('net::ERR_ABORTED'))).toEqual([]);
    await context.close();
  });

  it('has the template parts, nofollow website, share URLs with the page address and Article + BreadcrumbList JSON-LD', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/customer-stories/emami?country=US'));
    expect(await page.locator('h1').textContent()).toContain('Emami');
    expect(await page.locator('[data-back-link]').getAttribute('href')).toBe('/customer-stories');
    for (const h of ['The Challenge', 'The Solution', 'Our Approach', 'Results']) expect(await page.getByRole('heading', { name: h, exact: true }).count()).toBe(1);
    expect(await page.locator('[data-approach] > li').count()).toBe(4);
    expect(await page.locator('[data-results] > li').count()).toBe(4);
    expect(await page.locator('[data-testimonial] [aria-label="Rated 5 out of 5"]').count()).toBe(1);
    expect(await page.locator('[data-testimonial] [data-avatar]').count()).toBe(1);
    // a person and their role at the brand, not a job title and the brand (issue 11 item 15)
    expect(await page.locator('[data-testimonial] figcaption').textContent()).toMatch(/Neha Agarwal\s*Marketing Head, Edible Oils, Emami/);
    expect(await page.locator('figure img[data-cover]').getAttribute('src')).toBe('/customer-stories/covers/emami.svg');
    expect(await page.locator('[data-website]').getAttribute('rel')).toContain('nofollow');
    expect(await page.getByRole('button', { name: 'Book a Demo' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(1);
    const origin = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
    const enc = encodeURIComponent(`${origin}/customer-stories/emami`);
    expect(await page.locator('[data-share-network=x]').getAttribute('href')).toContain(`https://x.com/intent/post?url=${enc}`);
    expect(await page.locator('[data-share-network=facebook]').getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc}`);
    expect(await page.locator('[data-share-network=linkedin]').getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    const types = await page.locator('script[type="application/ld+json"]').evaluateAll((s) => s.map((e) => JSON.parse(e.textContent!)['@type']));
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    await context.close();
  });

  it('a dofollow story has no nofollow; a story without testimonial shows none', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(baseUrl('/customer-stories/plum?country=US'));
    expect(await page.locator('[data-website]').getAttribute('rel')).not.toContain('nofollow');
    await page.goto(baseUrl('/customer-stories/chumbak?country=US'));
    expect(await page.locator('[data-testimonial]').count()).toBe(0);
    expect(await page.locator('[data-results]').textContent()).toContain('2.1M+');
    await context.close();
  });

  it('copy link copies the page address and shows "Link copied to clipboard!"', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl('/').replace(/\/$/, '') });
    const page = await context.newPage();
    await page.goto(baseUrl('/customer-stories/phy-life?country=US'));
    const dialog = new Promise<string>((resolve) => page.once('dialog', async (d) => { resolve(`${d.type()}:${d.message()}`); await d.accept(); }));
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await dialog).toBe('alert:Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/customer-stories\/phy-life$/);
    await context.close();
  });

  it('loads no React and no island', async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(baseUrl('/customer-stories/licious?country=US'), { waitUntil: 'networkidle' });
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((s) => /react|client\.[\w-]+\.js/i.test(s))).toEqual([]);
    await context.close();
  });
});

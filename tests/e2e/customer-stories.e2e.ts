/** /customer-stories and every story page: grid, industry filter (with and without JS), next chain, share, copy link, no React. */
import type { Page } from '@playwright/test';
import { test, expect, baseUrl, VIEWPORTS } from './support/browser';
import { featuredStory, gridStories, stories, storiesIn, storyChain } from './support/content';
import { primaryName } from '../../src/lib/customer-stories/headline';

const companyOf = (slug: string) =>
  (stories.find((s) => s.id === slug)!.data as unknown as { companyName: string }).companyName;

const visibleCards = (page: Page) => page.locator('[data-story-grid] > li:visible');
const visibleIds = (page: Page) =>
  visibleCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.story));
const plural = (n: number) => `Showing ${n} ${n === 1 ? 'story' : 'stories'}`;

test.describe('/customer-stories', () => {
  test('shows the featured story (Plum in the spec) with its testimonial, no placeholder press, and a grid of every other story linking to its page', async ({
    page,
    problems,
  }) => {
    await page.goto('/customer-stories?country=US');
    expect(featuredStory.id).toBe('plum');
    const featured = page.locator('[data-featured-story="plum"]');
    await expect(featured).toHaveCount(1);
    await expect(featured.locator('[data-testimonial]')).toHaveCount(1);
    // no placeholder press: the section shows only articles with a real address, and none is supplied yet
    await expect(featured.locator('[data-press]')).toHaveCount(0);
    await expect(featured.locator('a[href="/customer-stories/plum"]')).toHaveCount(1);
    const cards = page.locator('[data-story-grid] > li');
    await expect(cards).toHaveCount(gridStories.length);
    const hrefs = await cards.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(gridStories.map((s) => `/customer-stories/${s.id}`)));
    await expect(page.getByRole('button', { name: 'Book a Demo' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', /\/auth\/login$/);
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
  });

  test('each card has its own generated cover (no remote image) and names its company once', async ({
    page,
    problems,
  }) => {
    await page.goto('/customer-stories?country=US');
    const cards = await page.locator('[data-story-grid] > li').evaluateAll((els) =>
      els.map((el) => ({
        id: (el as HTMLElement).dataset.story!,
        text: [el.textContent ?? '', ...[...el.querySelectorAll('img')].map((i) => i.alt)]
          .join(' ')
          .replace(/\s+/g, ' '),
        covers: [...el.querySelectorAll('img[data-cover]')].map((i) => i.getAttribute('src')),
        images: [...el.querySelectorAll('img')].map((i) => i.src),
      })),
    );
    expect(cards).toHaveLength(gridStories.length);
    for (const card of cards) {
      expect(card.covers, card.id).toEqual([`/customer-stories/covers/${card.id}.svg`]);
      for (const src of card.images) expect(new URL(src).origin).toBe(new URL(baseUrl('/')).origin);
      const name = primaryName(companyOf(card.id));
      const times = card.text.toLowerCase().split(name.toLowerCase()).length - 1;
      expect(times, `${card.id}: "${name}" in "${card.text}"`).toBe(1);
    }
    // every cover is a real, distinct image
    const bodies = await Promise.all(
      cards.map(async (c) => {
        const res = await fetch(baseUrl(c.covers[0]!));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain('image/svg+xml');
        return res.text();
      }),
    );
    expect(new Set(bodies).size).toBe(cards.length);
    // the cover's words are text over the art, in the page's font, and hidden from assistive technology (the image is
    // decorative: the heading names the story)
    for (const card of cards.slice(0, 3)) {
      const results = (stories.find((s) => s.id === card.id)!.data as unknown as { results: { title: string }[] })
        .results;
      const words = page.locator(`[data-story="${card.id}"] svg[data-cover-text]`);
      await expect(words).toHaveAttribute('aria-hidden', 'true');
      expect((await words.locator('text').allTextContents()).join(' ')).toContain(results[0].title);
      expect(
        await words
          .locator('text')
          .first()
          .evaluate((t) => getComputedStyle(t).fontFamily),
      ).toMatch(/^"Plus Jakarta Sans/);
    }
    for (const card of await page.locator('[data-story-grid] > li').all()) await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('[data-story-grid] img[data-cover]')
          .evaluateAll((imgs) =>
            imgs.every(
              (i) =>
                (i.getAttribute('src') ?? '').endsWith('.svg') &&
                (i as HTMLImageElement).complete &&
                (i as HTMLImageElement).naturalWidth > 1,
            ),
          ),
      )
      .toBe(true);
    expect(problems.failedRequests).toEqual([]);
  });

  test('on a phone, a cover below the first screens loads when it is scrolled to', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/customer-stories?country=US');
    const last = page.locator('[data-story-grid] > li').last().locator('img[data-cover]');
    await expect(last).toHaveAttribute('loading', 'lazy');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  for (const [width, cols] of [
    [390, 1],
    [800, 2],
    [1366, 3],
  ] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test(`lays the grid out in ${cols} column(s)`, async ({ page }) => {
        await page.goto('/customer-stories?country=US');
        await expect
          .poll(() =>
            page
              .locator('[data-story-grid]')
              .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
          )
          .toBe(cols);
      });
    });
  }

  test('filters by industry, keeps ?industry= in the address and restores it on load', async ({ page }) => {
    await page.goto('/customer-stories?country=US');
    const all = gridStories.length;
    await expect(page.locator('[data-filter-count]').first()).toHaveText(plural(all));
    const food = storiesIn('Food & Beverage');
    await page.getByRole('radio', { name: 'Food & Beverage' }).check({ force: true });
    await expect(visibleCards(page)).toHaveCount(food.length);
    expect((await visibleIds(page)).sort()).toEqual([...food].sort());
    await expect(page.locator('[data-filter-count]').first()).toHaveText(plural(food.length));
    await expect(page).toHaveURL(/[?&]industry=food-and-beverage(&|$)/);
    await page.reload();
    await expect(visibleCards(page)).toHaveCount(food.length);
    await page.getByRole('radio', { name: 'All industries' }).check({ force: true });
    await expect(visibleCards(page)).toHaveCount(all);
    await expect(page).not.toHaveURL(/[?&]industry=/);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    test('every card shows and the radios still filter (CSS only)', async ({ page }) => {
      await page.goto('/customer-stories');
      await expect(visibleCards(page)).toHaveCount(gridStories.length);
      // each cover an image of its own (no script needed to fetch it)
      await expect(page.locator('[data-story-grid] img[data-cover][src$=".svg"]')).toHaveCount(gridStories.length);
      await page.locator('label', { hasText: 'Travel' }).click();
      await expect(visibleCards(page)).toHaveCount(storiesIn('Travel').length);
      expect(await visibleIds(page)).toEqual(storiesIn('Travel'));
    });
  });
});

test.describe('/customer-stories/{slug}', () => {
  test('follows Next Case Study from the featured story through every story; the last four loop chumbak -> emami -> phy-life -> plum-bodylovin -> chumbak', async ({
    page,
    problems,
  }) => {
    const seen: string[] = [];
    let path = `/customer-stories/${featuredStory.id}`;
    for (let i = 0; i <= stories.length; i++) {
      await page.goto(`${path}?country=US`);
      const slug = path.split('/').pop()!;
      seen.push(slug);
      const next = page.locator('[data-next-story]');
      await expect(next).toContainText('Next Case Study');
      // The company is named once: never "Emami: Emami grew…".
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
  });

  test('has the template parts, nofollow website, share URLs with the page address and Article + BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    await page.goto('/customer-stories/emami?country=US');
    await expect(page.locator('h1')).toContainText('Emami');
    await expect(page.locator('[data-back-link]')).toHaveAttribute('href', '/customer-stories');
    for (const h of ['The Challenge', 'The Solution', 'Our Approach', 'Results'])
      await expect(page.getByRole('heading', { name: h, exact: true })).toHaveCount(1);
    await expect(page.locator('[data-approach] > li')).toHaveCount(4);
    await expect(page.locator('[data-results] > li')).toHaveCount(4);
    // a big figure only for a result with a number (issue 31); the logo names the company once, with no label beside it
    await expect(page.locator('[data-results] [data-result-kind="statistic"]')).toHaveCount(4);
    await expect(page.locator('img[data-logo]')).toHaveAttribute('alt', 'Emami');
    await expect(page.locator('img[data-logo] + p')).toHaveCount(0);
    await expect(page.locator('[data-testimonial] [aria-label="Rated 5 out of 5"]')).toHaveCount(1);
    // credited by role and brand: no invented person, no avatar of one (issue 31)
    await expect(page.locator('[data-testimonial] [data-avatar]')).toHaveCount(0);
    await expect(page.locator('[data-testimonial] figcaption')).toHaveText('Marketing Head, Edible Oils, Emami');
    await expect(page.locator('figure img[data-cover]')).toHaveAttribute('src', '/customer-stories/covers/emami.svg');
    // the cover keeps its name; its words are text laid over it, hidden from assistive technology
    const emami = stories.find((s) => s.id === 'emami')!.data as unknown as {
      heroImageAlt: string;
      results: { title: string }[];
    };
    await expect(page.locator('figure img[data-cover]')).toHaveAttribute('alt', emami.heroImageAlt);
    await expect(page.locator('figure svg[data-cover-text]')).toHaveAttribute('aria-hidden', 'true');
    expect((await page.locator('figure svg[data-cover-text] text').allTextContents()).join(' ')).toContain(
      emami.results[0].title,
    );
    await expect(page.locator('[data-website]')).toHaveAttribute('rel', /nofollow/);
    await expect(page.getByRole('button', { name: 'Book a Demo' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(1);
    const origin = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
    const enc = encodeURIComponent(`${origin}/customer-stories/emami`);
    expect(await page.locator('[data-share-network=x]').getAttribute('href')).toContain(
      `https://x.com/intent/post?url=${enc}`,
    );
    await expect(page.locator('[data-share-network=facebook]')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${enc}`,
    );
    await expect(page.locator('[data-share-network=linkedin]')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${enc}`,
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((s) => s.map((e) => JSON.parse(e.textContent)['@type']));
    expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  test('a dofollow story has no nofollow; a story without testimonial shows none', async ({ page }) => {
    await page.goto('/customer-stories/plum?country=US');
    await expect(page.locator('[data-website]')).not.toHaveAttribute('rel', /nofollow/);
    // word-only results ("Faster launches") are headings, not big figures
    await expect(page.locator('[data-results] [data-result-kind="text"]').first()).toHaveText('Faster launches');
    await page.goto('/customer-stories/chumbak?country=US');
    await expect(page.locator('[data-testimonial]')).toHaveCount(0);
    await expect(page.locator('[data-results]')).toContainText('2.1M+');
  });

  test('copy link copies the page address and shows "Link copied to clipboard!"', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl('/')).origin });
    await page.goto('/customer-stories/phy-life?country=US');
    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(`${d.type()}:${d.message()}`);
        await d.accept();
      }),
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    expect(await dialog).toBe('alert:Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/customer-stories\/phy-life$/);
  });

  test('loads no React and no island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/customer-stories/licious?country=US', { waitUntil: 'networkidle' });
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(scripts.filter((s) => /react|client\.[\w-]+\.js/i.test(s))).toEqual([]);
  });
});

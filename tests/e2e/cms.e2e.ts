/**
 * Proof of the CMS: Chromium, as a marketer, creates a case study and a blog post through /cms, uploading an image
 * for each, with Decap's local backend (decap-server) editing a temporary copy of the project. Entries that break a
 * rule are refused before saving with the field named. Then, with no other file touched, the real build passes on
 * the copy, and the new pages are in the stories index and its industry filter, the blog and its category filter,
 * the sitemap, RSS, the next-story chain and the site search. The repository is not touched; the copy is removed.
 *
 * /cms is the built page, served by the e2e server, with the configuration `astro dev` serves (the same generator,
 * plus the local backend) and without its production CSP, which allows only GitHub's API (in `astro dev` /cms has no
 * CSP either). decap-server listens on CMS_PROXY_PORT (default E2E_PORT + 4).
 */
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, type ScratchProject } from '../support/scratch-project';
import { baseUrl, scriptsReady, watchProblems } from './support/browser';
import { startDecapServer, serveStatic } from './support/cms';
import { cmsConfig } from '~/lib/cms/collections';
import { site } from '~/config/site';
import { collectionFiles } from '~/lib/content/files';
import { industrySlug } from '~/lib/customer-stories/industry';
import { categorySlug } from '~/lib/blog/posts';
import { e2ePort, portFrom } from '../../local-netlify/ports.mjs';

const E2E_PORT = e2ePort();
const PROXY_PORT = portFrom(process.env, 'CMS_PROXY_PORT', E2E_PORT + 4);

const STORY = 'acme-home-goods';
const STORY_TITLE = 'Acme Home Goods doubled reach with creators';
const INDUSTRY = 'Home & Living';
const POST = 'planning-a-creator-calendar';
const POST_TITLE = 'Planning a creator calendar';
const CATEGORY = 'Strategy';
// Issue 34: a post kept as a draft and scheduled, picked in the editor's zone (the browser runs in India).
const SCHEDULED = 'a-scheduled-draft-post';
const SCHEDULED_TITLE = 'A scheduled draft post';
const existingStories = collectionFiles('customerStories').map((f) => f.id);
const featuredStory = collectionFiles('customerStories').find((f) => f.data.featured === true)!.id;

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${fill}"/><circle cx="600" cy="315" r="160" fill="#ff6b2c"/></svg>\n`;

// Each step builds on the one before (entries written, then built, then searched): one worker, in order.
test.describe.configure({ mode: 'serial' });

let copy: ScratchProject;
let decap: { stop: () => Promise<void> } | undefined;
let page: Page;
const inCopy = (...p: string[]) => join(copy.dir, ...p);
const dist = (p: string) => readFileSync(inCopy('dist', p), 'utf8');
const cmsUrl = () => baseUrl('/cms');

test.beforeAll(async ({ browser }) => {
  copy = copyProject();
  for (const [name, fill] of [
    ['acme-home-goods-logo.svg', '#0f766e'],
    ['acme-home-goods-hero.svg', '#7443fc'],
    [`${POST}.svg`, '#1d4ed8'],
    [`${SCHEDULED}.svg`, '#b45309'],
  ] as const) {
    writeFileSync(inCopy(name), svg(fill));
  }
  decap = await startDecapServer(copy.dir, PROXY_PORT);
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    bypassCSP: true,
    timezoneId: 'Asia/Kolkata',
  });
  page = await context.newPage();
  const config = cmsConfig({ CMS_PROXY_PORT: String(PROXY_PORT) }, { dev: true, siteUrl: site.url });
  await page.route('**/cms/config.yml', (route) =>
    route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: `${JSON.stringify(config, null, 2)}\n` }),
  );
  // Leaving an entry with unsaved changes asks for confirmation (the refused entry is left that way).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(cmsUrl());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('link', { name: /Case studies/ }).first()).toBeVisible();
});

test.afterAll(async () => {
  await page?.context().close();
  await decap?.stop();
  copy?.remove();
});

async function newEntry(collection: string) {
  await page.goto(`${cmsUrl()}#/collections/${collection}/new`);
  // Wait for the empty form (the entry saved before may still be on screen for a moment).
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
}

/** Types into Decap's select (react-select) and picks the option. */
async function choose(label: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.keyboard.press('Enter');
}

/** Uploads into the first image field still empty (a filled one offers "Choose different image"). */
async function uploadImage(file: string) {
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type=file]').setInputFiles(inCopy(file));
  await expect(page.getByText(file, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Adds an item to a list of scalars ("Add tags") and fills it. */
async function addItem(listLabel: string, itemLabel: string, value: string) {
  await page.getByRole('button', { name: `Add ${listLabel}` }).click();
  await page.getByLabel(itemLabel, { exact: true }).last().fill(value);
}

/** Adds a { title, description } item to a list of objects. */
async function addTitled(listLabel: string, title: string, description: string) {
  await page.getByRole('button', { name: `Add ${listLabel}` }).click();
  await page.locator('input[id^="title-field-"]').last().fill(title);
  await page.locator('textarea[id^="description-field-"]').last().fill(description);
}

async function writeBody(lines: string[]) {
  await page.locator('[data-slate-editor="true"]').last().click();
  for (const [i, line] of lines.entries()) {
    if (i) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
}

async function publish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

/** The CMS page is not the `page` fixture, so Playwright's own failure screenshot does not cover it. */
async function screenshotOnFailure() {
  const info = test.info();
  if (info.status !== info.expectedStatus)
    await info.attach('cms', { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('the CMS edits content through the local backend', () => {
  test.afterEach(screenshotOnFailure);

  test('creates a blog post with an image, writing MDX and the image into the blog assets folder', async () => {
    await newEntry('blog');
    await page.getByLabel('Title', { exact: true }).fill(POST_TITLE);
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill('A month-by-month plan for creator content, written and published through the CMS.');
    await choose('Category', CATEGORY);
    await page.getByLabel('Published at').fill('2026-11-21');
    await page.getByLabel('Name', { exact: true }).fill('Maya Writer');
    await page.getByLabel('Role', { exact: true }).fill('Content Lead');
    await uploadImage(`${POST}.svg`);
    await page.getByLabel('Image alt').fill('A blue calendar illustration');
    await addItem('tags', 'Tag', 'Planning');
    await writeBody([
      '## Start from the launches',
      '',
      'Plan creators around the **product calendar**.',
      '',
      '- one brief per launch',
      '- one review a month',
    ]);
    await publish();
    await page.waitForURL(/#\/collections\/blog\/entries\//);
    const file = inCopy('content-collections/blog', `${POST}.mdx`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const src = readFileSync(file, 'utf8');
    expect(src).toContain(`title: ${POST_TITLE}`);
    expect(src).toContain(`category: ${CATEGORY}`);
    expect(src).toMatch(/^publishedAt: 2026-11-21$/m);
    expect(src).toContain(`image: ../../src/assets/blog/${POST}.svg`);
    expect(src).toContain(
      '## Start from the launches\n\nPlan creators around the **product calendar**.\n\n- one brief per launch\n- one review a month',
    );
    expect(readFileSync(inCopy('src/assets/blog', `${POST}.svg`), 'utf8')).toContain('#1d4ed8');
  });

  test("keeps a post as a draft scheduled in the editor's zone, stored with its offset", async () => {
    await newEntry('blog');
    await page.getByLabel('Title', { exact: true }).fill(SCHEDULED_TITLE);
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill('A post written ahead of time and kept off the site until it is ready and its time has come.');
    await choose('Category', CATEGORY);
    await page.getByLabel('Published at').fill('2026-11-22');
    await page.getByRole('switch', { name: /^Draft/ }).click();
    // The picker shows the editor's own zone: 09:00 typed in India is stored as 09:00+05:30.
    await page.getByLabel('Publish at').fill('2099-01-01T09:00');
    await page.getByLabel('Name', { exact: true }).fill('Maya Writer');
    await page.getByLabel('Role', { exact: true }).fill('Content Lead');
    await uploadImage(`${SCHEDULED}.svg`);
    await page.getByLabel('Image alt').fill('An amber calendar illustration');
    await addItem('tags', 'Tag', 'Planning');
    await writeBody(['## Not yet', '', 'This post is a draft.']);
    await publish();
    await page.waitForURL(/#\/collections\/blog\/entries\//);
    const file = inCopy('content-collections/blog', `${SCHEDULED}.mdx`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const src = readFileSync(file, 'utf8');
    expect(src).toMatch(/^draft: true$/m);
    expect(src).toMatch(/^publishAt: ["']?2099-01-01T09:00:00\+05:30["']?$/m);
  });

  test('creates a case study with a logo and a hero image', async () => {
    await newEntry('customerStories');
    await page.getByLabel('Company name').fill('Acme Home Goods');
    await uploadImage('acme-home-goods-logo.svg');
    await choose('Industry', INDUSTRY);
    await page.getByLabel('Title', { exact: true }).fill(STORY_TITLE);
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill('How a homeware brand found creators whose audiences furnish their homes, and doubled reach in a quarter.');
    await addItem('tags', 'Tag', 'Influencer Discovery');
    await uploadImage('acme-home-goods-hero.svg');
    await page.getByLabel('Hero image alt').fill('Illustration of creator content for Acme Home Goods');
    await page.getByLabel('Published at').fill('2026-11-20');
    await page.getByLabel('Hero title').fill('Acme Home Goods: twice the reach in one quarter');
    await page
      .getByLabel('Hero subtitle')
      .fill('A homeware brand moved from one-off posts to a steady creator programme.');
    await page.getByLabel('Website').fill('https://acme-home.example');
    await addItem('products', 'Product', 'Furniture');
    await addTitled('approach', 'Creator map', 'We mapped home and lifestyle creators by audience and city.');
    await addTitled('approach', 'Monthly briefs', 'Each month brought one brief per collection launch.');
    await addTitled('results', '2x reach', 'Reach doubled within one quarter.');
    await addTitled('results', '40 creators', 'Forty creators joined the programme.');
    await page.getByLabel('Quote').fill('Creators now show our furniture in real homes every month.');
    // credited by position and brand: no person is named without consent (issue 31)
    await page.getByLabel('Position').fill('Head of Brand, Acme Home Goods');
    // The preview is what the page renders: the cover drawn from the results (never the hero image), the logo
    // alone, figures only for results with a number, the quote credited by position.
    const preview = page.frameLocator('#preview-pane');
    // the cover's art, and its words as text over it
    const cover = preview.locator('[data-preview="case-study"] [data-cover] svg[data-cover-text]');
    await expect(preview.locator('[data-preview="case-study"] [data-cover] svg')).toHaveCount(2);
    await expect(cover).toHaveCount(1);
    const coverText = () =>
      cover.locator('[data-line]').evaluateAll((els) => els.map((e) => e.getAttribute('data-line')).join(' '));
    await expect.poll(coverText).toMatch(/^2x reach Reach doubled within one quarter 40 creators/);
    await expect(preview.locator('img[data-logo]')).toHaveAttribute('alt', 'Acme Home Goods');
    await expect(preview.locator('img:not([data-logo])')).toHaveCount(0);
    await expect(preview.locator('[data-result-kind="statistic"]')).toHaveText(['2x reach', '40 creators']);
    await expect(preview.locator('[data-credit]')).toHaveText('Head of Brand, Acme Home Goods');
    await writeBody([
      '## The Challenge',
      '',
      'Every launch started from scratch.',
      '',
      '## The Solution',
      '',
      'A standing creator programme.',
    ]);
    await publish();
    await page.waitForURL(/#\/collections\/customerStories\/entries\//);
    const file = inCopy('content-collections/customer-stories', `${STORY}.mdx`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const src = readFileSync(file, 'utf8');
    expect(src).toContain(`title: ${STORY_TITLE}`);
    expect(src).toContain('logo: ../../src/assets/customer-stories/acme-home-goods-logo.svg');
    expect(src).toContain('heroImage: ../../src/assets/customer-stories/acme-home-goods-hero.svg');
    expect(src).not.toMatch(/^nextCaseStudy:/m);
    expect(src).toContain('## The Challenge\n\nEvery launch started from scratch.');
    expect(existsSync(inCopy('src/assets/customer-stories/acme-home-goods-hero.svg'))).toBe(true);
  });

  test('refuses a case study with a missing field and a title over 60 characters before saving, naming each field', async () => {
    await newEntry('customerStories');
    await page.getByLabel('Company name').fill('Broken Co');
    await page
      .getByLabel('Title', { exact: true })
      .fill('A title that is far too long to be shown whole in search results');
    await publish();
    await expect(page.getByText(/title must be at most 60 characters/).first()).toBeVisible();
    await expect(page.getByText('Hero image alt is required.')).toHaveCount(1);
    // The next story is chosen from existing stories only: a name that does not exist offers nothing to pick.
    await page.getByLabel('Next case study (optional)').fill('no-such-story');
    await expect(page.getByText('No options')).toBeVisible();
    expect(existsSync(inCopy('content-collections/customer-stories/broken-co.mdx'))).toBe(false);
  });
});

/** Opens a stored entry, loading the page afresh: from one entry to another Decap keeps the open editor. */
async function openEntry(collection: string, slug: string) {
  await page.goto(`${cmsUrl()}#/collections/${collection}/entries/${slug}`);
  await page.reload();
}

/** The width an SVG in the project declares (its `width` attribute), which its <img> reports once it has loaded. */
const svgWidth = (file: string) => Number(readFileSync(file, 'utf8').match(/<svg[^>]*\swidth="(\d+)"/)![1]);

/** The thumbnail of an image field in the editor (in the field's box, the label's first ancestor with buttons): its
 * natural width once it has loaded, else 0. */
const thumbnailWidth = (label: string) =>
  page.locator('label', { hasText: new RegExp(`^${label}$`) }).evaluate((el) => {
    let box = el.parentElement;
    while (box && !box.querySelector('button')) box = box.parentElement;
    const img = box?.querySelector('img');
    return img?.complete ? img.naturalWidth : 0;
  });

/**
 * In the preview frame: the heading's font family, whether the site's font is loaded and draws it, and a style only
 * the site's stylesheet gives (`.prose-content h2` has a 2.5rem top margin).
 */
async function previewLooks(preview: ReturnType<Page['frameLocator']>) {
  return preview.locator('h1').evaluate((h1) => {
    const family = getComputedStyle(h1).fontFamily;
    const brand = family.split(',')[0].trim();
    const h2 = h1.ownerDocument.querySelector('.prose-content h2');
    return {
      family,
      fontLoaded: [...h1.ownerDocument.fonts].some((f) => `"${f.family}"` === brand && f.status === 'loaded'),
      drawsInFont: h1.ownerDocument.fonts.check(`800 36px ${brand}`),
      proseH2MarginTop: h2 ? getComputedStyle(h2).marginTop : '',
    };
  });
}

test.describe('the CMS preview is what the site renders', () => {
  test.afterEach(screenshotOnFailure);

  test("a story: the stored logo and hero image show in the editor, the preview is in the site's font and styles with the drawn cover", async () => {
    const story = collectionFiles('customerStories').find((f) => f.id === 'emami')!;
    await openEntry('customerStories', 'emami');
    await expect(page.getByLabel('Company name')).toHaveValue(String(story.data.companyName));
    // Decap's placeholder while an image loads is a blank SVG 300 px wide: the file's own width proves the image.
    await expect.poll(() => thumbnailWidth('Logo')).toBe(svgWidth('src/assets/customer-stories/emami-logo.svg'));
    await expect.poll(() => thumbnailWidth('Hero image')).toBe(svgWidth('src/assets/customer-stories/emami-hero.svg'));
    for (const label of ['Logo', 'Hero image']) {
      const field = page.locator('label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=../..');
      await expect(field).toContainText(label === 'Logo' ? 'Shown on the story page' : 'Not shown on the page');
    }
    const preview = page.frameLocator('#preview-pane');
    const results = story.data.results as { title: string }[];
    const cover = preview.locator('[data-preview="case-study"] [data-cover] svg[data-cover-text]');
    await expect
      .poll(async () => (await cover.locator('text').allTextContents()).join(' '))
      .toContain(results[0].title);
    // The page never shows the hero image: the only image in the preview is the logo.
    await expect(preview.locator('img[data-logo]')).toHaveJSProperty('naturalWidth', 160);
    await expect(preview.locator('img:not([data-logo])')).toHaveCount(0);
    await expect
      .poll(() => previewLooks(preview))
      .toMatchObject({ family: /^"Plus Jakarta Sans/, fontLoaded: true, drawsInFont: true, proseH2MarginTop: '40px' });
    await page.screenshot({ path: test.info().outputPath('cms-story-1366.png') });
  });

  test("a post: the stored image shows in the editor, the preview is the post page in the site's font and styles", async () => {
    const post = collectionFiles('blog').find((f) => f.id === 'influencer-marketing-trends-2027')!;
    await openEntry('blog', post.id);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(String(post.data.title));
    const imageWidth = svgWidth(`src/assets/blog/${post.id}.svg`);
    await expect.poll(() => thumbnailWidth('Image')).toBe(imageWidth);
    const preview = page.frameLocator('#preview-pane');
    const article = preview.locator('[data-preview="post"]');
    await expect(article.locator('h1')).toHaveText(String(post.data.title));
    await expect(article.locator('[data-meta]')).toHaveText(/^November 24, 2026\s*\d+ min read$/);
    await expect(article.locator('img[data-image]')).toHaveJSProperty('naturalWidth', imageWidth);
    await expect
      .poll(() => previewLooks(preview))
      .toMatchObject({ family: /^"Plus Jakarta Sans/, fontLoaded: true, drawsInFont: true, proseH2MarginTop: '40px' });
    await page.screenshot({ path: test.info().outputPath('cms-post-1366.png') });
  });
});

test.describe('with no other file touched, the new entries publish', () => {
  let build: { code: number | null; output: string };
  test.beforeAll(async () => {
    await decap?.stop();
    decap = undefined;
    build = await copy.astro('build');
  });

  test('the build passes and explains where the chain placed the new story', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
    expect(build.output).toMatch(
      new RegExp(`Next-story chain \\(${existingStories.length + 1} stories\\):[^\\n]*${STORY}`),
    );
  });

  test('the new story is in the stories index under its industry filter, and the chain reaches every story', () => {
    expect(dist(`customer-stories/${STORY}.html`)).toContain('Acme Home Goods');
    expect(dist('customer-stories.html')).toMatch(
      new RegExp(`data-industry="${industrySlug(INDUSTRY)}" data-story="${STORY}"`),
    );
    const nextOf = (id: string) =>
      dist(`customer-stories/${id}.html`).match(/href="\/customer-stories\/([a-z0-9-]+)"[^>]*data-next-story/)?.[1];
    const seen: string[] = [];
    let id: string | undefined = featuredStory;
    while (id && !seen.includes(id)) {
      seen.push(id);
      id = nextOf(id);
    }
    expect(seen.sort()).toEqual([...existingStories, STORY].sort());
  });

  test('the new post is on the blog under its category filter, in the sitemap and in RSS', () => {
    expect(dist(`blog/${POST}.html`)).toContain(POST_TITLE);
    expect(dist('blog.html')).toMatch(new RegExp(`data-category="${categorySlug(CATEGORY)}" data-post="${POST}"`));
    const sitemap = dist('sitemap-0.xml');
    expect(sitemap).toContain(`/customer-stories/${STORY}</loc>`);
    expect(sitemap).toContain(`/blog/${POST}</loc>`);
    expect(sitemap).not.toContain('/cms</loc>');
    expect(dist('rss.xml')).toContain(`<title>${POST_TITLE}</title>`);
    expect(dist('rss.xml')).toContain(`/blog/${POST}</link>`);
  });

  test('the draft scheduled post is in none of them', () => {
    expect(existsSync(inCopy('dist', `blog/${SCHEDULED}.html`))).toBe(false);
    for (const f of ['blog.html', 'sitemap-0.xml', 'rss.xml']) expect(dist(f)).not.toContain(SCHEDULED);
  });

  test('the site search of the new build finds the new story', async ({ page: visitor }) => {
    const server = await serveStatic(inCopy('dist'));
    try {
      const problems = watchProblems(visitor);
      // This static server runs no functions: answer the region lookup like /api/geo does, and take the page-insights
      // beacon like /api/events does (202).
      await visitor.route('**/api/geo*', (route) =>
        route.fulfill({ status: 200, json: { success: true, country_code: 'US' } }),
      );
      await visitor.route('**/api/events', (route) => route.fulfill({ status: 202, body: '' }));
      await visitor.goto(`${server.url}/customer-stories`);
      await scriptsReady(visitor);
      await visitor.keyboard.press('/');
      await visitor.locator('#site-search-input').fill('Acme Home Goods');
      await expect(visitor.locator('#site-search-status')).toHaveText(/result/);
      const first = visitor.locator('#site-search-results a').first();
      await expect(first).toHaveAttribute('href', `/customer-stories/${STORY}`);
      await expect(first).toContainText('Acme Home Goods');
      await expect(first).toContainText('Case study');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

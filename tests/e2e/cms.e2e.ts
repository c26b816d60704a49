/**
 * Proof of the CMS (issue 14): `npm run cms`'s servers are started with decap-server editing a temporary copy of
 * the project (the /cms page itself comes from this project's dev server), and Chromium, as a marketer, creates a case study and a blog post through /cms, uploading an image for
 * each. Entries that break a rule are refused before saving with the field named. Then, with no other file touched,
 * the real build and the unit suite pass on the copy, and the new pages are in the stories index and its industry
 * filter, the blog and its category filter, the sitemap, RSS and the next-story chain. The repository is not
 * touched; the copy is removed afterwards.
 * Ports: CMS_PROXY_PORT (default E2E_PORT + 2) for decap-server and CMS_E2E_PORT (default E2E_PORT + 3) for the site.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { launch } from './support/browser';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startCms } from '../../scripts/cms.mjs';
import { collectionFiles } from '~/lib/content/files';
import { industrySlug } from '~/lib/stories/industry';
import { categorySlug } from '~/lib/blog/posts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8890);
const PROXY_PORT = Number(process.env.CMS_PROXY_PORT ?? E2E_PORT + 2);
const SITE_PORT = Number(process.env.CMS_E2E_PORT ?? E2E_PORT + 3);

const STORY = 'acme-home-goods';
const STORY_TITLE = 'Acme Home Goods doubled reach with creators';
const INDUSTRY = 'Home & Living';
const POST = 'planning-a-creator-calendar';
const POST_TITLE = 'Planning a creator calendar';
const CATEGORY = 'Strategy';
const existingStories = collectionFiles('caseStudies').map((f) => f.id);
const featuredStory = collectionFiles('caseStudies').find((f) => f.data.featured === true)!.id;

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${fill}"/><circle cx="600" cy="315" r="160" fill="#ff6b2c"/></svg>\n`;

let copy: ProjectCopy;
let cms: { url: string; stop: () => Promise<void> } | undefined;
let browser: Browser;
let page: Page;
const inCopy = (...p: string[]) => join(copy.dir, ...p);
const dist = (p: string) => readFileSync(inCopy('dist', p), 'utf8');

beforeAll(async () => {
  copy = copyProject();
  // The unit suite runs on the copy at the end.
  for (const p of ['tests', 'netlify', 'vitest.config.ts', 'scripts']) cpSync(p, inCopy(p), { recursive: true });
  for (const [name, fill] of [['acme-home-goods-logo.svg', '#0f766e'], ['acme-home-goods-hero.svg', '#7443fc'], [`${POST}.svg`, '#1d4ed8']] as const) {
    writeFileSync(inCopy(name), svg(fill));
  }
  // The CMS page comes from this project's dev server; decap-server reads and writes the copy's files.
  cms = await startCms({ contentRoot: copy.dir, port: SITE_PORT, proxyPort: PROXY_PORT, quiet: true, ignoreLock: true });
  browser = await launch();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  // Leaving an entry with unsaved changes asks for confirmation (the refused entry is left that way).
  page.on('dialog', (dialog) => void dialog.accept());
  // The first visit of a fresh dev server compiles the page's modules and may reload it once (Vite optimizes
  // dependencies): log in again until the collections show.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(cms.url);
      await page.getByRole('button', { name: 'Login', exact: true }).click({ timeout: 120_000 });
      await page.getByRole('link', { name: /Case studies/ }).first().waitFor({ timeout: 30_000 });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await cms?.stop();
  copy?.remove();
}, 60_000);

async function newEntry(collection: string) {
  await page.goto(`${cms!.url}#/collections/${collection}/new`);
  // Wait for the empty form (the entry saved before may still be on screen for a moment).
  await expect.poll(() => page.getByLabel('Title', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('');
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
  await page.getByText(file, { exact: true }).waitFor();
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

describe('the CMS edits content through the local backend', () => {
  beforeEach((ctx) => onTestFailed(() => page.screenshot({ path: `/tmp/14b-fail-${ctx.task.name.slice(0, 20).replace(/\W/g, '-')}.png` }).then(() => undefined)));

  it('creates a blog post with an image, writing MDX and the image into the blog assets folder', async () => {
    await newEntry('blog');
    await page.getByLabel('Title', { exact: true }).fill(POST_TITLE);
    await page.getByLabel('Excerpt', { exact: true }).fill('A month-by-month plan for creator content, written and published through the CMS.');
    await choose('Category', CATEGORY);
    await page.getByLabel('Published at').fill('2026-11-21');
    await page.getByLabel('Name', { exact: true }).fill('Maya Writer');
    await page.getByLabel('Role', { exact: true }).fill('Content Lead');
    await uploadImage(`${POST}.svg`);
    await page.getByLabel('Image alt').fill('A blue calendar illustration');
    await addItem('tags', 'Tag', 'Planning');
    await writeBody(['## Start from the launches', '', 'Plan creators around the **product calendar**.', '', '- one brief per launch', '- one review a month']);
    await publish();
    await page.waitForURL(/#\/collections\/blog\/entries\//);
    const file = inCopy('content-collections/blog', `${POST}.mdx`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const src = readFileSync(file, 'utf8');
    expect(src).toContain(`title: ${POST_TITLE}`);
    expect(src).toContain(`category: ${CATEGORY}`);
    expect(src).toMatch(/^publishedAt: 2026-11-21$/m);
    expect(src).toContain(`image: ../../src/assets/blog/${POST}.svg`);
    expect(src).toContain('## Start from the launches\n\nPlan creators around the **product calendar**.\n\n- one brief per launch\n- one review a month');
    expect(readFileSync(inCopy('src/assets/blog', `${POST}.svg`), 'utf8')).toContain('#1d4ed8');
  }, 120_000);

  it('creates a case study with a logo and a hero image', async () => {
    await newEntry('caseStudies');
    await page.getByLabel('Company name').fill('Acme Home Goods');
    await uploadImage('acme-home-goods-logo.svg');
    await choose('Industry', INDUSTRY);
    await page.getByLabel('Title', { exact: true }).fill(STORY_TITLE);
    await page.getByLabel('Excerpt', { exact: true }).fill('How a homeware brand found creators whose audiences furnish their homes, and doubled reach in a quarter.');
    await addItem('tags', 'Tag', 'Influencer Discovery');
    await uploadImage('acme-home-goods-hero.svg');
    await page.getByLabel('Hero image alt').fill('Illustration of creator content for Acme Home Goods');
    await page.getByLabel('Published at').fill('2026-11-20');
    await page.getByLabel('Hero title').fill('Acme Home Goods: twice the reach in one quarter');
    await page.getByLabel('Hero subtitle').fill('A homeware brand moved from one-off posts to a steady creator programme.');
    await page.getByLabel('Website').fill('https://acme-home.example');
    await addItem('products', 'Product', 'Furniture');
    await addTitled('approach', 'Creator map', 'We mapped home and lifestyle creators by audience and city.');
    await addTitled('approach', 'Monthly briefs', 'Each month brought one brief per collection launch.');
    await addTitled('results', '2x reach', 'Reach doubled within one quarter.');
    await addTitled('results', '40 creators', 'Forty creators joined the programme.');
    await page.getByLabel('Quote').fill('Creators now show our furniture in real homes every month.');
    await page.getByLabel('Author', { exact: true }).fill('Asha Menon');
    await page.getByLabel('Position').fill('Head of Brand, Acme Home Goods');
    await writeBody(['## The Challenge', '', 'Every launch started from scratch.', '', '## The Solution', '', 'A standing creator programme.']);
    await publish();
    await page.waitForURL(/#\/collections\/caseStudies\/entries\//);
    const file = inCopy('content-collections/case-studies', `${STORY}.mdx`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const src = readFileSync(file, 'utf8');
    expect(src).toContain(`title: ${STORY_TITLE}`);
    expect(src).toContain('logo: ../../src/assets/case-studies/acme-home-goods-logo.svg');
    expect(src).toContain('heroImage: ../../src/assets/case-studies/acme-home-goods-hero.svg');
    expect(src).not.toMatch(/^nextCaseStudy:/m);
    expect(src).toContain('## The Challenge\n\nEvery launch started from scratch.');
    expect(existsSync(inCopy('src/assets/case-studies/acme-home-goods-hero.svg'))).toBe(true);
  }, 180_000);

  it('refuses a case study with a missing field and a title over 60 characters before saving, naming each field', async () => {
    await newEntry('caseStudies');
    await page.getByLabel('Company name').fill('Broken Co');
    await page.getByLabel('Title', { exact: true }).fill('A title that is far too long to be shown whole in search results');
    await publish();
    await expect.poll(() => page.getByText(/title must be at most 60 characters/).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Hero image alt is required.').count()).toBe(1);
    // The next story is chosen from existing stories only: a name that does not exist offers nothing to pick.
    await page.getByLabel('Next case study (optional)').fill('no-such-story');
    await page.getByText('No options').waitFor();
    expect(existsSync(inCopy('content-collections/case-studies/broken-co.mdx'))).toBe(false);
  }, 120_000);
});

function run(cmd: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // A clean environment: nothing of this e2e run leaks into the child (vitest's NODE_ENV and VITEST_*, and what the
    // e2e server set for itself: GEO_PLATFORM_DISABLED, the generated admin secrets).
    const leaked = new Set(['NODE_ENV', 'TEST', 'GEO_PLATFORM_DISABLED', 'ADMIN_PASSWORD', 'ADMIN_SESSION_SECRET']);
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !leaked.has(k) && !k.startsWith('VITEST')));
    const child = spawn(process.execPath, cmd, { cwd, env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('with no other file touched, the new entries publish', () => {
  let build: { code: number | null; output: string };
  beforeAll(async () => {
    await cms?.stop();
    cms = undefined;
    build = await copy.astro('build');
  }, 300_000);

  it('the build passes and explains where the chain placed the new story', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
    expect(build.output).toMatch(new RegExp(`Next-story chain \\(${existingStories.length + 1} stories\\):[^\\n]*${STORY}`));
  });

  it('the new story is in the stories index under its industry filter, and the chain reaches every story', () => {
    expect(dist(`customer-stories/${STORY}.html`)).toContain('Acme Home Goods');
    expect(dist('customer-stories.html')).toMatch(new RegExp(`data-industry="${industrySlug(INDUSTRY)}" data-story="${STORY}"`));
    const nextOf = (id: string) => dist(`customer-stories/${id}.html`).match(/href="\/customer-stories\/([a-z0-9-]+)"[^>]*data-next-story/)?.[1];
    const seen: string[] = [];
    let id: string | undefined = featuredStory;
    while (id && !seen.includes(id)) {
      seen.push(id);
      id = nextOf(id);
    }
    expect(seen.sort()).toEqual([...existingStories, STORY].sort());
  });

  it('the new post is on the blog under its category filter, in the sitemap and in RSS', () => {
    expect(dist(`blog/${POST}.html`)).toContain(POST_TITLE);
    expect(dist('blog.html')).toMatch(new RegExp(`data-category="${categorySlug(CATEGORY)}" data-post="${POST}"`));
    const sitemap = dist('sitemap-0.xml');
    expect(sitemap).toContain(`/customer-stories/${STORY}</loc>`);
    expect(sitemap).toContain(`/blog/${POST}</loc>`);
    expect(sitemap).not.toContain('/cms</loc>');
    expect(dist('rss.xml')).toContain(`<title>${POST_TITLE}</title>`);
    expect(dist('rss.xml')).toContain(`/blog/${POST}</link>`);
  });

  it('the unit suite passes on the copy with the new entries', async () => {
    // The two tests that copy and build the project themselves are left out: they would rebuild what was just built.
    const { code, output } = await run(
      [join(process.cwd(), 'node_modules/vitest/vitest.mjs'), 'run', '--exclude', 'tests/unit/content-publish.test.ts', '--exclude', 'tests/unit/content-build.test.ts', '--exclude', 'tests/unit/cms-proof*'],
      copy.dir,
    );
    expect(code, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/Tests\s+\d+ passed/);
  }, 300_000);
});

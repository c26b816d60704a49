/**
 * Drafts and scheduled entries never leak (issue 34). In a temporary copy of the project: a draft post, a story
 * scheduled for 2099 (which an existing story names as its nextCaseStudy) and a post whose publishAt has passed.
 * The real `astro build` must leave the draft and the scheduled story out of every output a visitor or a crawler
 * can reach (their pages, the lists and filters, the next-story chain, the sitemap, RSS, the search index, the
 * social cards and story covers, JSON-LD), publish the past-dated post, and write dist/publish-schedule.json with
 * the scheduled story. A second copy proves that a publishAt without a time zone fails the content sync with the
 * file and the field named. Nothing is written to the repository.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { copyProject, type ScratchProject } from '../support/scratch-project';
import { collectionFiles } from '~/lib/content/files';
import { scheduleKey, type ScheduleManifest } from '~/lib/content/publish';

const FUTURE_STORY = 'futureco-labs';
const DRAFT_POST = 'a-draft-post-by-marketing';
const PAST_POST = 'a-post-whose-time-has-come';
// Words that appear only in the hidden entries: no output may contain them.
const SECRETS = [FUTURE_STORY, 'Futureco', DRAFT_POST, 'Zqdraft'];
const publishedStories = collectionFiles('customerStories').map((f) => f.id);

/** A port nothing listens on right now (the OS picks it). */
const freePort = () =>
  new Promise<number>((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
/** `astro dev` started from vitest must run as in development (vitest sets NODE_ENV=test). */
const withoutTestEnv = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST') && k !== 'TEST'));

let copy: ScratchProject;
let build: { code: number | null; output: string };
const distDir = () => join(copy.dir, 'dist');
const dist = (p: string) => readFileSync(join(distDir(), p), 'utf8');
/** Every file of dist/ (relative paths). */
const files = () =>
  readdirSync(distDir(), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(distDir().length + 1));

beforeAll(async () => {
  copy = copyProject();
  const cs = (id: string) => join(copy.dir, 'content-collections/customer-stories', `${id}.mdx`);
  const blog = (id: string) => join(copy.dir, 'content-collections/blog', `${id}.mdx`);
  writeFileSync(
    cs(FUTURE_STORY),
    readFileSync(cs('emami'), 'utf8')
      .replace(/^companyName: .*$/m, 'companyName: "Futureco Labs"')
      .replace(/^title: .*$/m, 'title: "Futureco Labs tripled reach with creators"')
      // A quote is credited by position and the story's own brand (issue 31).
      .replace(/^(\s+position: ).*$/m, '$1"Marketing Head, Futureco Labs"')
      .replace(/^publishedAt: .*$/m, 'publishedAt: 2099-01-01\npublishAt: 2099-01-01T09:00:00+05:30'),
  );
  // The chain must close over published stories only: chumbak now names the scheduled story.
  writeFileSync(
    cs('chumbak'),
    readFileSync(cs('chumbak'), 'utf8').replace(/^nextCaseStudy: .*$/m, `nextCaseStudy: ${FUTURE_STORY}`),
  );
  const post = readFileSync(blog('measuring-influencer-marketing-roi'), 'utf8');
  writeFileSync(
    blog(DRAFT_POST),
    post
      .replace(/^title: .*$/m, 'title: "Zqdraft: a post still in draft"')
      // A draft stays out even when its publishAt has passed.
      .replace(/^publishedAt: .*$/m, 'publishedAt: 2024-01-02\ndraft: true\npublishAt: 2024-01-02T09:00:00Z'),
  );
  writeFileSync(
    blog(PAST_POST),
    post
      .replace(/^title: .*$/m, 'title: "A post scheduled for a time now past"')
      .replace(/^publishedAt: .*$/m, 'publishedAt: 2025-01-02\npublishAt: 2025-01-02T09:00:00+05:30'),
  );
  build = await copy.astro('build');
}, 600_000);

afterAll(() => copy?.remove());

describe('a draft and a scheduled entry are absent from every built output', { timeout: 120_000 }, () => {
  it('the build succeeds and reports the scheduled entry', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
    expect(build.output).toContain(
      '1 scheduled entry in dist/publish-schedule.json; the next is due at 2099-01-01T03:30:00.000Z',
    );
  });

  it('no page for them: no HTML, no story cover, no social card', () => {
    expect(existsSync(join(distDir(), `customer-stories/${FUTURE_STORY}.html`))).toBe(false);
    expect(existsSync(join(distDir(), `blog/${DRAFT_POST}.html`))).toBe(false);
    const all = files();
    expect(all.filter((f) => f.includes(FUTURE_STORY) || f.includes(DRAFT_POST))).toEqual([]);
    expect(all.some((f) => f.startsWith('og/') && f.endsWith('.png'))).toBe(true);
  });

  it('no page, list, filter, feed, sitemap, JSON-LD or manifest names them', () => {
    const text = files().filter((f) => /\.(html|xml|json|txt|svg|js|css|webmanifest)$/.test(f));
    expect(text.length).toBeGreaterThan(20);
    const leaks = text.flatMap((f) => {
      const body = readFileSync(join(distDir(), f), 'utf8');
      return SECRETS.filter((s) => body.includes(s)).map((s) => `${f}: ${s}`);
    });
    expect(leaks).toEqual([]);
    // The lists really are the published sets.
    const linked = new Set(
      [...dist('customer-stories.html').matchAll(/href="\/customer-stories\/([a-z0-9-]+)"/g)].map((m) => m[1]),
    );
    expect([...linked].sort()).toEqual([...publishedStories].sort());
    expect(dist('blog.html')).toContain(`data-post="${PAST_POST}"`);
    // The blog's JSON-LD lists the published posts (and, per the leak check above, not the draft).
    expect(dist('blog.html')).toMatch(new RegExp(`"@type":"Blog".*"url":"[^"]+/blog/${PAST_POST}"`));
  });

  it('the search index has no record of them', () => {
    const fragments = readdirSync(join(distDir(), 'pagefind/fragment'));
    expect(fragments.length).toBeGreaterThan(20);
    const texts = fragments.map((f) =>
      gunzipSync(readFileSync(join(distDir(), 'pagefind/fragment', f))).toString('utf8'),
    );
    expect(texts.some((t) => t.includes('/customer-stories/emami'))).toBe(true);
    expect(texts.filter((t) => SECRETS.some((s) => t.includes(s)))).toEqual([]);
  });

  it('the next-story chain closes over the published stories only', () => {
    const nextOf = (id: string) =>
      dist(`customer-stories/${id}.html`).match(/href="\/customer-stories\/([a-z0-9-]+)"[^>]*data-next-story/)?.[1];
    const seen: string[] = [];
    let id: string | undefined = 'plum';
    while (id && !seen.includes(id)) {
      seen.push(id);
      id = nextOf(id);
    }
    expect(seen.sort()).toEqual([...publishedStories].sort());
    expect(build.output).not.toMatch(new RegExp(`Next-story chain .*${FUTURE_STORY}`));
  });

  it('a post whose publishAt has passed is published: page, list, sitemap, RSS', () => {
    expect(existsSync(join(distDir(), `blog/${PAST_POST}.html`))).toBe(true);
    expect(dist('sitemap-0.xml')).toContain(`/blog/${PAST_POST}</loc>`);
    expect(dist('rss.xml')).toContain(`/blog/${PAST_POST}</link>`);
  });

  it('dist/publish-schedule.json lists the scheduled story (not the draft) and the build time', () => {
    const manifest = JSON.parse(dist('publish-schedule.json')) as ScheduleManifest;
    expect(Date.parse(manifest.builtAt)).not.toBeNaN();
    expect(manifest.scheduled).toEqual([
      { key: scheduleKey('customerStories', FUTURE_STORY), publishAt: '2099-01-01T03:30:00.000Z' },
    ]);
  });
});

describe('`astro dev` previews them with a banner', { timeout: 180_000 }, () => {
  it('the draft and the scheduled entry have their pages in dev, marked "Draft" / "Scheduled for …"', async () => {
    const port = await freePort();
    const dev = spawn(
      process.execPath,
      [join(process.cwd(), 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port)],
      {
        cwd: copy.dir,
        env: withoutTestEnv({ ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }),
        stdio: 'ignore',
      },
    );
    try {
      const page = async (path: string) => {
        for (let i = 0; i < 240; i++) {
          const res = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null);
          if (res?.ok) return res.text();
          await new Promise((r) => setTimeout(r, 500));
        }
        throw new Error(`astro dev did not serve ${path}`);
      };
      expect(await page(`/blog/${DRAFT_POST}`)).toMatch(
        /data-preview-banner="draft"[^>]*>Draft: only you can see this page/,
      );
      expect(await page(`/customer-stories/${FUTURE_STORY}`)).toMatch(
        /data-preview-banner="scheduled"[^>]*>Scheduled for Thursday, 1 January 2099 at \d\d:\d\d \(/,
      );
      expect(await page(`/blog/${PAST_POST}`)).not.toContain('data-preview-banner');
    } finally {
      dev.kill();
    }
  });
});

describe('a publishAt without a time zone', { timeout: 300_000 }, () => {
  it('fails the content sync with the file and the field named', async () => {
    const bad = copyProject();
    try {
      const file = join(bad.dir, 'content-collections/blog/measuring-influencer-marketing-roi.mdx');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/^publishedAt: .*$/m, '$&\npublishAt: 2026-12-01T09:00:00'),
      );
      const { code, output } = await bad.astro('sync');
      expect(code).not.toBe(0);
      expect(output).toContain(
        'content-collections/blog/measuring-influencer-marketing-roi.mdx: publishAt must be a date and time with its time zone, such as 2026-12-01T09:00:00+05:30',
      );
    } finally {
      bad.remove();
    }
  });
});

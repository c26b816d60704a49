/**
 * Proof that a marketer publishes without editing anything else: in a temporary copy of the project, an existing
 * story and an existing post are copied to new files with a new company and title (nothing else touched, so the
 * copied story still names the original's nextCaseStudy). The real `astro build` must accept both, print where the
 * chain placed the story, and put the new pages in the stories index and its filter, the blog index and its
 * filter, the sitemap, RSS and the 'Next Case Study' chain. Nothing is written to the repository.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, type ScratchProject } from '../support/scratch-project';
import { collectionFiles } from '~/lib/content/files';
import { resolveSchema } from '~/lib/content/schemas';
import { resolveChain, type StoryRef } from '~/lib/customer-stories/links';
import { industrySlug } from '~/lib/customer-stories/industry';
import { categorySlug } from '~/lib/blog/posts';

const stories = collectionFiles('customerStories').map((f) => ({
  ...f,
  data: resolveSchema('customerStories').parse(f.data) as StoryRef['data'] & { industry: string },
}));
// Copy a story that is not featured (a marketer copies "any story"); the loop's first story is the hardest case:
// its nextCaseStudy leads into the spec's loop, so following it would strand the story it was copied from.
const chain = resolveChain(stories);
const source = stories.find((s) => s.id === chain.loopStart)!;
const post = collectionFiles('blog').find((f) => f.data.featured !== true)!;

const NEW_STORY = 'acme-home-goods';
const NEW_POST = 'a-new-post-by-marketing';

let copy: ScratchProject;
let build: { code: number | null; output: string };
const dist = (p: string) => readFileSync(join(copy.dir, 'dist', p), 'utf8');

beforeAll(async () => {
  copy = copyProject();
  const storySrc = readFileSync(join(copy.dir, source.filePath), 'utf8')
    .replace(/^companyName: .*$/m, 'companyName: "Acme Home Goods"')
    .replace(/^title: .*$/m, 'title: "Acme Home Goods doubled reach with creators"')
    .replace(/^publishedAt: .*$/m, 'publishedAt: 2031-05-01');
  writeFileSync(join(copy.dir, 'content-collections/customer-stories', `${NEW_STORY}.mdx`), storySrc);
  const postSrc = readFileSync(join(copy.dir, post.filePath), 'utf8')
    .replace(/^title: .*$/m, 'title: "A new post written by marketing"')
    .replace(/^publishedAt: .*$/m, 'publishedAt: 2024-01-02');
  writeFileSync(join(copy.dir, 'content-collections/blog', `${NEW_POST}.mdx`), postSrc);
  build = await copy.astro('build');
}, 600_000);

afterAll(() => copy?.remove());

describe('a copied story and a copied post publish with no other file touched', { timeout: 60_000 }, () => {
  it('the build succeeds and explains where the chain placed the new story', () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
    expect(build.output).toMatch(
      new RegExp(`Next-story chain \\(${stories.length + 1} stories\\): .*→ ${NEW_STORY} → ${chain.loopStart} → `),
    );
    expect(build.output).toContain(
      `${NEW_STORY}: no story in the chain links to it, so it is placed by publish date after`,
    );
    expect(build.output).toContain(`its own nextCaseStudy "${source.data.nextCaseStudy}" is not followed`);
  });

  it('the new story has its page, joins the chain and still lets every story be reached', () => {
    expect(dist(`customer-stories/${NEW_STORY}.html`)).toContain('Acme Home Goods');
    const nextOf = (id: string) =>
      dist(`customer-stories/${id}.html`).match(/href="\/customer-stories\/([a-z0-9-]+)"[^>]*data-next-story/)?.[1];
    const seen: string[] = [];
    let id: string | undefined = stories.find((s) => s.data.featured)!.id;
    while (id && !seen.includes(id)) {
      seen.push(id);
      id = nextOf(id);
    }
    expect(seen.sort()).toEqual([...stories.map((s) => s.id), NEW_STORY].sort());
    expect(nextOf(NEW_STORY)).toBe(chain.loopStart);
  });

  it('the stories index lists it under its industry filter', () => {
    const index = dist('customer-stories.html');
    expect(index).toMatch(
      new RegExp(`data-industry="${industrySlug(source.data.industry)}" data-story="${NEW_STORY}"`),
    );
    expect(index).toContain(`href="/customer-stories/${NEW_STORY}"`);
  });

  it('the new post has its page, a card under its category filter, a sitemap entry and an RSS item', () => {
    expect(existsSync(join(copy.dir, 'dist', `blog/${NEW_POST}.html`))).toBe(true);
    expect(dist('blog.html')).toMatch(
      new RegExp(`data-category="${categorySlug(String(post.data.category))}" data-post="${NEW_POST}"`),
    );
    const sitemap = dist('sitemap-0.xml');
    expect(sitemap).toContain(`/customer-stories/${NEW_STORY}</loc>`);
    expect(sitemap).toContain(`/blog/${NEW_POST}</loc>`);
    expect(dist('rss.xml')).toContain(`/blog/${NEW_POST}</link>`);
    expect(dist('rss.xml')).toContain('<title>A new post written by marketing</title>');
  });
});

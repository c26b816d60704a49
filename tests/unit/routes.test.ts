/** Routes are derived from page files, collection entries and netlify.toml: a new file is a new route. */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allRoutes, entryRoutes, isKnownRoute, pageRoutes, redirects } from '~/config/routes';
import { collectionFiles } from '~/lib/content/files';

describe('derived routes', () => {
  it('has a page per page file and per story, post and legal page', () => {
    expect(pageRoutes()).toEqual(expect.arrayContaining(['/', '/pricing', '/customer-stories', '/blog', '/admin']));
    expect(pageRoutes()).not.toContain('/404');
    for (const f of collectionFiles('customerStories')) expect(entryRoutes()).toContain(`/customer-stories/${f.id}`);
    for (const f of collectionFiles('blog')) expect(entryRoutes()).toContain(`/blog/${f.id}`);
    for (const f of collectionFiles('legal')) expect(entryRoutes()).toContain(`/${f.id}`);
    expect(new Set(allRoutes()).size).toBe(allRoutes().length);
  });

  it('reads the redirects of netlify.toml', () => {
    expect(redirects()['/api-docs']).toBe('/influencer-api/docs');
    expect(isKnownRoute('/api-docs')).toBe(true);
  });

  const dir = mkdtempSync(join(tmpdir(), 'routes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a new story file, post file, page file and public HTML file each become a known route', () => {
    for (const p of ['content-collections', 'netlify.toml']) cpSync(p, join(dir, p), { recursive: true });
    mkdirSync(join(dir, 'src/pages/tools'), { recursive: true });
    mkdirSync(join(dir, 'public/cms'), { recursive: true });
    writeFileSync(join(dir, 'content-collections/customer-stories/brand-new.mdx'), '---\ncompanyName: x\n---\n');
    writeFileSync(join(dir, 'content-collections/blog/new-post.mdx'), '---\ntitle: x\n---\n');
    writeFileSync(join(dir, 'src/pages/tools/new-tool.astro'), '');
    writeFileSync(join(dir, 'public/cms/index.html'), '');
    for (const r of ['/customer-stories/brand-new', '/blog/new-post', '/tools/new-tool', '/cms'])
      expect(isKnownRoute(r, [], dir), r).toBe(true);
    expect(isKnownRoute('/customer-stories/brand-new')).toBe(false);
  });
});

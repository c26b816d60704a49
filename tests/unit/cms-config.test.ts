/**
 * One source of truth: the CMS configuration is generated from the registry's schemas (src/lib/content/schemas.ts),
 * so every schema field has a CMS field and the CMS has no field the schema lacks.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fieldPaths, schemaPaths } from '~/lib/cms/decap-fields';
import { CMS_COLLECTIONS, cmsCollections, cmsConfig, cmsSource, githubRepo } from '~/lib/cms/collections';
import { collectionDefs, resolveSchema, type CollectionName } from '~/lib/content/schemas';

const collections = cmsCollections();
const names = Object.keys(CMS_COLLECTIONS) as CollectionName[];

describe('CMS collections generated from the schemas', () => {
  it('covers case studies, blog posts, testimonials, plans and FAQs at least', () => {
    expect(names).toEqual(expect.arrayContaining(['customerStories', 'blog', 'testimonials', 'plans', 'faqs']));
    for (const name of names) expect(collectionDefs).toHaveProperty(name);
  });

  it.each(names)('%s: every schema field has a CMS field and every CMS field a schema field', (name) => {
    const collection = collections.find((c) => c.name === name)!;
    const fields = collection.fields.filter((f) => !(collectionDefs[name].format === 'mdx' && f.name === 'body'));
    const cms = fieldPaths(fields).sort();
    const schema = schemaPaths(resolveSchema(name)).sort();
    expect(
      cms.filter((p) => !schema.includes(p)),
      'CMS fields with no schema field',
    ).toEqual([]);
    expect(
      schema.filter((p) => !cms.includes(p)),
      'schema fields with no CMS field',
    ).toEqual([]);
  });

  it.each(names)('%s: reads and writes the folder and format the build loads', (name) => {
    const collection = collections.find((c) => c.name === name)!;
    const def = collectionDefs[name];
    expect(collection.folder).toBe(def.folder);
    expect(collection.extension).toBe(def.format);
    expect(existsSync(def.folder)).toBe(true);
    if (def.format === 'mdx') expect(collection.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it('uploads images into the collection assets folder, written as the relative path image() resolves', () => {
    for (const c of collections.filter((c) => c.media_folder)) {
      const assets = String(c.media_folder).slice(1);
      expect(existsSync(assets), assets).toBe(true);
      expect(c.public_folder).toBe(`../../${assets}`);
    }
    expect(collections.find((c) => c.name === 'customerStories')).toMatchObject({
      media_folder: '/src/assets/customer-stories',
    });
    expect(collections.find((c) => c.name === 'blog')).toMatchObject({ media_folder: '/src/assets/blog' });
  });

  it('marks image fields of the schema as image widgets', () => {
    const story = collections.find((c) => c.name === 'customerStories')!;
    for (const name of ['logo', 'heroImage']) expect(story.fields.find((f) => f.name === name)?.widget).toBe('image');
    expect(collections.find((c) => c.name === 'blog')!.fields.find((f) => f.name === 'image')?.widget).toBe('image');
  });

  it('every image field says where the site uses the image (issue 31)', () => {
    type Field = { name: string; widget: string; hint?: string; fields?: Field[]; field?: Field };
    const images = (fields: Field[], at = ''): { path: string; hint?: string }[] =>
      fields.flatMap((f) => [
        ...(f.widget === 'image' ? [{ path: `${at}${f.name}`, hint: f.hint }] : []),
        ...images(f.fields ?? (f.field ? [f.field] : []), `${at}${f.name}.`),
      ]);
    const found = collections.flatMap((c) =>
      images(c.fields as Field[]).map((i) => ({ ...i, path: `${c.name}.${i.path}` })),
    );
    expect(found.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        'customerStories.logo',
        'customerStories.heroImage',
        'customerStories.testimonial.avatar',
        'blog.image',
      ]),
    );
    for (const i of found) expect(i.hint, i.path).toMatch(/shown|not shown|search engines/i);
  });

  it('refuses in the CMS what the build refuses: a title over 60 characters, an unknown next story', () => {
    const story = collections.find((c) => c.name === 'customerStories')!;
    const title = story.fields.find((f) => f.name === 'title')!;
    expect(new RegExp(title.pattern![0]).test('x'.repeat(61))).toBe(false);
    expect(title.pattern![1]).toMatch(/title must be at most 60 characters/);
    // The next story is picked from the existing stories, so it cannot name one that does not exist.
    expect(story.fields.find((f) => f.name === 'nextCaseStudy')).toMatchObject({
      widget: 'relation',
      collection: 'customerStories',
      value_field: '{{slug}}',
    });
    expect(resolveSchema('customerStories').safeParse({}).success).toBe(false);
  });

  it('builds every CMS collection from its registry entry without error', () => {
    for (const name of names) expect(() => cmsSource(name)).not.toThrow();
  });
});

describe('CMS configuration', () => {
  it('uses the local backend only in development, on CMS_PROXY_PORT', () => {
    expect(cmsConfig({}, { dev: false, siteUrl: 'https://x.example' })).not.toHaveProperty('local_backend');
    expect(cmsConfig({ CMS_PROXY_PORT: '9163' }, { dev: true, siteUrl: 'https://x.example' }).local_backend).toEqual({
      url: 'http://localhost:9163/api/v1',
    });
  });

  it("takes the GitHub repository from CMS_GITHUB_REPO or from Netlify's REPOSITORY_URL", () => {
    expect(githubRepo({ CMS_GITHUB_REPO: 'acme/site' })).toBe('acme/site');
    expect(githubRepo({ REPOSITORY_URL: 'https://github.com/acme/marketing-site' })).toBe('acme/marketing-site');
    expect(githubRepo({ REPOSITORY_URL: 'git@github.com:acme/marketing-site.git' })).toBe('acme/marketing-site');
    const config = cmsConfig(
      { REPOSITORY_URL: 'https://github.com/acme/site', BRANCH: 'main' },
      { dev: false, siteUrl: 'https://x.example' },
    );
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      base_url: 'https://api.netlify.com',
      auth_endpoint: 'auth',
    });
  });
});

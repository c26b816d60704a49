/**
 * The zod → Decap CMS field generator on its own (src/lib/cms/decap-fields.ts, decap-config.ts).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IMAGE,
  fieldFor,
  fieldPaths,
  objectFields,
  schemaPaths,
  labelFor,
  type DecapField,
} from '~/lib/cms/decap-fields';
import { decapCollection, decapConfig, relativePath } from '~/lib/cms/decap-config';

const byName = (fields: DecapField[], name: string): DecapField => fields.find((f) => f.name === name)!;

describe('zod → Decap fields', () => {
  const schema = z.object({
    title: z.string().trim().min(1).max(60, 'title must be at most 60 characters'),
    excerpt: z.string().min(20, 'excerpt needs at least 20 characters'),
    website: z.url({ error: 'website must be a full URL' }),
    slug: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and dashes'),
    rating: z.number().min(0).max(5),
    order: z.number().int().default(0),
    popular: z.boolean().default(false),
    industry: z.enum(['Travel', 'Finance']),
    kind: z.literal('stars').default('stars'),
    publishedAt: z.coerce.date(),
    logo: IMAGE,
    avatar: IMAGE.optional(),
    tags: z.array(z.string()).min(1).max(4),
    steps: z.array(z.object({ title: z.string(), description: z.string() })).length(4),
    author: z.object({ name: z.string(), role: z.string().optional() }),
    quote: z.object({ text: z.string() }).nullable(),
    seats: z.union([z.number().int().nonnegative(), z.literal('unlimited')]),
  });
  const fields = objectFields(schema);

  it('maps every kind of field to a widget, in schema order', () => {
    expect(fields.map((f) => [f.name, f.widget])).toEqual([
      ['title', 'string'],
      ['excerpt', 'string'],
      ['website', 'string'],
      ['slug', 'string'],
      ['rating', 'number'],
      ['order', 'number'],
      ['popular', 'boolean'],
      ['industry', 'select'],
      ['kind', 'hidden'],
      ['publishedAt', 'datetime'],
      ['logo', 'image'],
      ['avatar', 'image'],
      ['tags', 'list'],
      ['steps', 'list'],
      ['author', 'object'],
      ['quote', 'object'],
      ['seats', 'number-or-keyword'],
    ]);
  });

  it('turns length, regex and url rules into a pattern the CMS checks before saving, with the schema message', () => {
    const title = byName(fields, 'title');
    const re = new RegExp(title.pattern![0]);
    expect(re.test('x'.repeat(60))).toBe(true);
    expect(re.test('x'.repeat(61))).toBe(false);
    expect(title.pattern![1]).toBe('title must be at most 60 characters');
    expect(new RegExp(byName(fields, 'excerpt').pattern![0]).test('too short')).toBe(false);
    expect(byName(fields, 'excerpt').pattern![1]).toBe('excerpt needs at least 20 characters');
    expect(new RegExp(byName(fields, 'website').pattern![0]).test('plumgoodness.com')).toBe(false);
    expect(new RegExp(byName(fields, 'website').pattern![0]).test('https://plumgoodness.com')).toBe(true);
    expect(new RegExp(byName(fields, 'slug').pattern![0]).test('Not A Slug')).toBe(false);
    expect(byName(fields, 'slug').pattern![1]).toBe('use lower-case letters, digits and dashes');
  });

  it('keeps numbers, defaults, options and required-ness', () => {
    expect(byName(fields, 'rating')).toMatchObject({ min: 0, max: 5, value_type: 'float' });
    expect(byName(fields, 'order')).toMatchObject({ value_type: 'int', required: false, default: 0 });
    expect(byName(fields, 'popular')).toMatchObject({ required: false, default: false });
    expect(byName(fields, 'industry').options).toEqual(['Travel', 'Finance']);
    expect(byName(fields, 'kind')).toMatchObject({ default: 'stars' });
    expect(byName(fields, 'publishedAt')).toMatchObject({ format: 'YYYY-MM-DD', time_format: false });
    expect(byName(fields, 'logo').required).toBeUndefined();
    expect(byName(fields, 'avatar').required).toBe(false);
    expect(byName(fields, 'quote').required).toBe(false);
    expect(byName(fields, 'seats')).toMatchObject({ keywords: ['unlimited'], min: 0, value_type: 'int' });
  });

  it('builds lists of scalars with `field` and lists of objects with `fields`, with their length limits', () => {
    expect(byName(fields, 'tags')).toMatchObject({ min: 1, max: 4, field: { name: 'tag', widget: 'string' } });
    expect(byName(fields, 'steps')).toMatchObject({ min: 4, max: 4 });
    expect(byName(fields, 'steps').fields!.map((f) => f.name)).toEqual(['title', 'description']);
  });

  it('lists the same paths for the schema and for the fields', () => {
    expect(fieldPaths(fields)).toEqual(schemaPaths(schema));
    expect(schemaPaths(schema)).toContain('steps[].title');
    expect(schemaPaths(schema)).toContain('author.role');
  });

  it('refuses a field it has no widget for, naming its path', () => {
    expect(() => objectFields(z.object({ meta: z.object({ blob: z.unknown() }) }))).toThrow('meta.blob');
    expect(() => fieldFor('tier', z.union([z.string(), z.object({ a: z.string() })]), 'button.tier')).toThrow(
      'button.tier',
    );
  });

  it('applies per-field hints', () => {
    const [f] = objectFields(z.object({ excerpt: z.string() }), '', {
      excerpt: { widget: 'text', hint: 'Shown on the card' },
    });
    expect(f).toMatchObject({ widget: 'text', hint: 'Shown on the card' });
  });

  it('labels fields for people', () => {
    expect(labelFor('heroImageAlt')).toBe('Hero image alt');
    expect(labelFor('nextCaseStudy')).toBe('Next case study');
  });
});

describe('Decap collection and config', () => {
  const source = {
    label: 'Blog posts',
    folder: 'content-collections/blog',
    pattern: '*.mdx',
    format: 'mdx' as const,
    schema: z.object({ title: z.string(), image: IMAGE }),
  };

  it('writes images into the collection assets folder, as paths relative to the entry', () => {
    expect(relativePath('content-collections/blog', 'src/assets/blog')).toBe('../../src/assets/blog');
    const c = decapCollection('blog', source, {
      singular: 'Blog post',
      create: true,
      identifier: 'title',
      assets: 'src/assets/blog',
    });
    expect(c).toMatchObject({
      folder: 'content-collections/blog',
      extension: 'mdx',
      format: 'frontmatter',
      media_folder: '/src/assets/blog',
      public_folder: '../../src/assets/blog',
    });
  });

  it('adds the MDX body as a markdown field; YAML collections have none', () => {
    const mdx = decapCollection('blog', source, { singular: 'Blog post', create: true, identifier: 'title' });
    expect(mdx.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    const yaml = decapCollection(
      'faqs',
      { ...source, pattern: '*.yaml', format: 'yaml' },
      { singular: 'FAQ list', create: false, identifier: 'title' },
    );
    expect(yaml.fields.map((f) => f.name)).toEqual(['title', 'image']);
    expect(yaml.format).toBe('yaml');
  });

  it('refuses a collection that is only part of a folder', () => {
    expect(() =>
      decapCollection(
        'homeSteps',
        { ...source, pattern: 'steps-*.yaml', format: 'yaml' },
        { singular: 'x', create: false, identifier: 'title' },
      ),
    ).toThrow('steps-*.yaml');
  });

  it('has the local backend only when asked, and GitHub through Netlify otherwise', () => {
    const prod = decapConfig([], { github: { repo: 'acme/site', branch: 'main' }, siteUrl: 'https://example.com' });
    expect(prod.backend).toMatchObject({
      name: 'github',
      repo: 'acme/site',
      branch: 'main',
      base_url: 'https://api.netlify.com',
    });
    expect(prod).not.toHaveProperty('local_backend');
    const local = decapConfig([], {
      github: { repo: 'acme/site', branch: 'main' },
      siteUrl: 'https://example.com',
      localBackendUrl: 'http://localhost:8081/api/v1',
    });
    expect(local.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
  });
});

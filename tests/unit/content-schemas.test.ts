/** Every file of every collection parses with the schema the build uses (read from the registry). */
import { describe, expect, it } from 'vitest';
import { collectionDefs, collectionNames, resolveSchema } from '~/lib/content/schemas';
import { collectionFiles } from '~/lib/content/files';

describe('content registry', () => {
  it.each(collectionNames)('%s: every file matches its schema', (name) => {
    const files = collectionFiles(name);
    expect(
      files.length,
      `${collectionDefs[name].folder}/${collectionDefs[name].pattern} finds no file`,
    ).toBeGreaterThan(0);
    const schema = resolveSchema(name);
    const problems = files.flatMap((f) => {
      const r = schema.safeParse(f.data);
      return r.success ? [] : r.error.issues.map((i) => `${f.filePath} → ${i.path.join('.')}: ${i.message}`);
    });
    expect(problems).toEqual([]);
  });
});

describe('registry coverage', () => {
  it('every content file belongs to exactly one collection (none is silently ignored)', async () => {
    const { walk } = await import('~/lib/content/files');
    const { relative } = await import('node:path');
    const claimed = collectionNames.flatMap((n) => collectionFiles(n).map((f) => f.filePath));
    expect(new Set(claimed).size).toBe(claimed.length);
    // The influencer API's OpenAPI document is not a collection: the build checks it with its own validators
    // (src/integrations/openapi.ts, tests/unit/influencer-api.test.ts) and the docs page renders from it.
    const { OPENAPI_FILE } = await import('~/lib/influencer-api/openapi-file');
    const checkedElsewhere = [OPENAPI_FILE];
    const onDisk = walk('content-collections')
      .map((f) => relative(process.cwd(), f).split('\\').join('/'))
      .filter((f) => /\.(mdx|md|ya?ml|json)$/.test(f) && !f.endsWith('README.md'));
    expect(onDisk.filter((f) => !claimed.includes(f) && !checkedElsewhere.includes(f))).toEqual([]);
    expect(checkedElsewhere.every((f) => onDisk.includes(f))).toBe(true);
  });

  it('gives each collection a folder, a pattern and a format, and marks image fields for tools', () => {
    for (const n of collectionNames) {
      const d = collectionDefs[n];
      expect(d.folder.startsWith('content-collections/'), n).toBe(true);
      expect(['mdx', 'yaml']).toContain(d.format);
      expect(d.pattern.endsWith(d.format === 'mdx' ? '.mdx' : '.yaml'), n).toBe(true);
    }
    const story = resolveSchema('customerStories') as unknown as { shape: Record<string, { meta: () => unknown }> };
    expect(story.shape.logo.meta()).toEqual({ kind: 'image' });
    expect(story.shape.heroImage.meta()).toEqual({ kind: 'image' });
    const post = resolveSchema('blog') as unknown as { shape: Record<string, { meta: () => unknown }> };
    expect(post.shape.image.meta()).toEqual({ kind: 'image' });
  });
});

/** Entry addresses come from one table (src/config/entry-url.mjs): the registry's routes and the page files agree. */
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { ENTRY_BASES, entryUrl, type EntryCollection } from '~/config/entry-url.mjs';
import { collectionDefs, collectionNames } from '~/lib/content/schemas';

const routed = collectionNames.filter((n) => 'route' in collectionDefs[n]);

describe('entryUrl', () => {
  it('builds the address of a story, a post and a legal page', () => {
    expect(entryUrl('customerStories', 'plum')).toBe('/customer-stories/plum');
    expect(entryUrl('blog', 'instagram-reels')).toBe('/blog/instagram-reels');
    expect(entryUrl('legal', 'privacy')).toBe('/privacy');
  });

  it('has a base for exactly the collections whose entries are pages, and the registry routes through it', () => {
    expect(Object.keys(ENTRY_BASES).sort()).toEqual([...routed].sort());
    for (const name of routed) {
      const route = (collectionDefs[name] as { route: (id: string) => string }).route;
      expect(route('some-id'), name).toBe(entryUrl(name as EntryCollection, 'some-id'));
    }
  });

  it('each base has its dynamic page file under src/pages', () => {
    for (const [name, base] of Object.entries(ENTRY_BASES)) {
      const files = readdirSync(`src/pages${base}`);
      expect(
        files.some((f) => /^\[[a-z]+\]\.(astro|md|mdx)$/.test(f)),
        `${name}: src/pages${base}/[param].astro`,
      ).toBe(true);
    }
  });
});

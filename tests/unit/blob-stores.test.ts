/** Blob store names live in one table (src/lib/blobs/stores.ts): distinct, and spelled nowhere else in the product. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { walk } from '~/lib/content/files';
import { ALL_STORES } from '~/lib/blobs/stores';

const TABLE = 'src/lib/blobs/stores.ts';
const product = ['src', 'netlify', 'scripts']
  .flatMap((dir) => walk(dir))
  .map((f) => f.split('\\').join('/'))
  .filter((f) => /\.(ts|tsx|mjs|js|astro)$/.test(f) && f !== TABLE);

describe('blob stores', () => {
  it('every store has its own name', () => {
    expect(new Set(ALL_STORES).size).toBe(ALL_STORES.length);
  });

  // Code strings are single-quoted (Prettier); a double-quoted JSX attribute such as id="admin-sessions" is no store.
  it('no product file spells a store name: it imports the constant', () => {
    const spelled = product.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return ALL_STORES.filter((name) => new RegExp(`['\`]${name}['\`]`).test(text)).map((name) => `${f}: ${name}`);
    });
    expect(spelled).toEqual([]);
  });
});

/**
 * Output `search-index`: Pagefind indexes the final pages BaseLayout marked with data-pagefind-body
 * (src/lib/search/rules.ts) and writes its index and client into dist/pagefind/. Nothing of it loads until a
 * visitor opens the search dialog. Last: it reads the pages as written.
 */
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Output } from './pipeline';

export function searchIndexOutput(): Output {
  return {
    name: 'search-index',
    write: async (root) => {
      const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
      if (!index) throw new Error(`search-index: ${errors.join('; ')}`);
      try {
        const added = await index.addDirectory({ path: root });
        if (added.errors.length) throw new Error(`search-index: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: join(root, 'pagefind') });
        if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
        return `${added.page_count} page(s) in dist/pagefind`;
      } finally {
        await pagefind.close();
      }
    },
  };
}

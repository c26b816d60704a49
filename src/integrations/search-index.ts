/**
 * Site search: after the build, Pagefind indexes the pages BaseLayout marked with data-pagefind-body
 * (see src/lib/search/rules.ts) and writes its index and client into dist/pagefind/. Nothing of it loads until a
 * visitor opens the search dialog.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

export default function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error(`search-index: ${errors.join('; ')}`);
        try {
          const added = await index.addDirectory({ path: root });
          if (added.errors.length) throw new Error(`search-index: ${added.errors.join('; ')}`);
          const written = await index.writeFiles({ outputPath: join(root, 'pagefind') });
          if (written.errors.length) throw new Error(`search-index: ${written.errors.join('; ')}`);
          logger.info(`search index: ${added.page_count} page(s) in dist/pagefind`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

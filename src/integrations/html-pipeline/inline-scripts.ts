/**
 * Stage `inline-scripts`: every inline script a page runs is minified (src/lib/page-scripts/minify.ts). On home the
 * scripts' gzip, each on its own, goes from 3,499 to 3,268 B; the page's gzip by about 100 B. Runs before
 * `not-found-csp` and the `_headers` output, which hash the scripts as the pages finally carry them.
 */
import { minifyInlineScripts } from '../../lib/page-scripts/minify';
import type { Stage } from './pipeline';

export function inlineScriptsStage(): Stage {
  let pages = 0;
  return {
    name: 'inline-scripts',
    run: async (html) => {
      const out = await minifyInlineScripts(html);
      if (out !== html) pages += 1;
      return out;
    },
    summary: () => `inline scripts minified in ${pages} page(s)`,
  };
}

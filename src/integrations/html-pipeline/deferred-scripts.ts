/**
 * Stage `deferred-scripts`: the page's module scripts start after it has loaded (src/lib/page-scripts/deferred.ts), so
 * no script request competes with the HTML and the font before the first paint. Runs after `page-css` (which reads
 * the script tags) and before `not-found-csp` and the `_headers` output (which hash the loader).
 */
import { deferModuleScripts, loaderSource } from '../../lib/page-scripts/deferred';
import { minifyScript } from '../../lib/page-scripts/minify';
import type { Stage } from './pipeline';

/** The loader as it is inlined: minified once per build. */
export function minifiedLoader(): Promise<string> {
  return minifyScript(loaderSource());
}

export function deferredScriptsStage(loader: string): Stage {
  let pages = 0;
  return {
    name: 'deferred-scripts',
    run: (html) => {
      const deferred = deferModuleScripts(html, loader);
      if (deferred.modules.length) pages += 1;
      return deferred.html;
    },
    summary: () => `module scripts load after the page in ${pages} page(s)`,
  };
}

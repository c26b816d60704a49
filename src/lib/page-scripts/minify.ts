/**
 * Inline scripts as the built pages carry them: minified with esbuild (at build time, in Node; each source once).
 * Used for the lead button's early-click hold, and by `minifyInlineScripts` for every
 * inline script a page runs (the region bootstrap and the promo banner's are written readable, with comments, in
 * their components).
 */
import { transform } from 'esbuild';
import { executableScriptTags } from '../csp';

const minified = new Map<string, Promise<string>>();

export function minifyScript(source: string): Promise<string> {
  if (!minified.has(source))
    minified.set(
      source,
      transform(source, { minify: true, loader: 'js' }).then((r) => r.code.trim()),
    );
  return minified.get(source)!;
}

/**
 * The page with each inline script that runs (`src/lib/csp.ts`'s rule: no `src`, no data type such as JSON-LD or
 * `application/json`) replaced by its minified source; everything else as it was. A script esbuild cannot parse
 * stops the build with its error.
 */
export async function minifyInlineScripts(
  html: string,
  minify: (source: string) => Promise<string> = minifyScript,
): Promise<string> {
  const scripts = executableScriptTags(html).filter((m) => m[2].trim());
  if (!scripts.length) return html;
  let out = '';
  let at = 0;
  for (const m of scripts) {
    const open = m[0].slice(0, m[0].length - m[2].length - '</script>'.length);
    out += html.slice(at, m.index) + open + (await minify(m[2])) + '</script>';
    at = m.index + m[0].length;
  }
  return out + html.slice(at);
}

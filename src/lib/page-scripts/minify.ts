/**
 * Inline scripts as the built pages carry them: minified with esbuild (at build time, in Node; each source once).
 * Used for the deferred module loader and the lead button's early-click hold.
 */
import { transform } from 'esbuild';

const minified = new Map<string, Promise<string>>();

export function minifyScript(source: string): Promise<string> {
  if (!minified.has(source))
    minified.set(
      source,
      transform(source, { minify: true, loader: 'js' }).then((r) => r.code.trim()),
    );
  return minified.get(source)!;
}

/** The built pages of dist/, as the validators read them. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const dist = join(import.meta.dirname, '..', '..', '..', 'dist');

export interface BuiltPage {
  /** Path of the file under dist/, e.g. `blog/index.html` or `pricing.html`. */
  file: string;
  /** Site path it is served at, e.g. `/blog`, `/pricing`, `/`. */
  route: string;
  html: string;
}

export function builtPages(): BuiltPage[] {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((file) => ({
      file,
      route: `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`,
      html: readFileSync(join(dist, file), 'utf8'),
    }));
}

/** The JSON-LD blocks of a page, parsed (a block that is not JSON throws, naming the page). */
export function jsonLdBlocks(page: Pick<BuiltPage, 'file' | 'html'>): Record<string, unknown>[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
    try {
      const value = JSON.parse(m[1]) as unknown;
      return Array.isArray(value) ? value : [value];
    } catch (err) {
      throw new Error(`${page.file}: JSON-LD is not valid JSON (${(err as Error).message})`);
    }
  });
}

/**
 * Security headers from the final pages: every inline script of every page is hashed into a Content-Security-Policy
 * that allows exactly those. Stage `not-found-csp` puts the site policy into 404.html as a `<meta>` (the CDN serves
 * it for unknown paths, which no page rule matches); output `_headers` writes dist/_headers with each page's policy
 * and the site's Permissions-Policy (Netlify and `npm start` both apply it). /cms (Decap CMS) gets its own policy:
 * see headersFile in src/lib/csp.ts. Both run after every stage that adds or changes an inline script.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headersFile, inlineScripts, scriptHash, siteCsp, siteWideHeaders, withMetaCsp } from '../../lib/csp';
import type { Output, Stage } from './pipeline';

export const NOT_FOUND_PAGE = '404.html';

/** Each page with the hashes of its inline scripts. */
export function pageHashes(pages: ReadonlyMap<string, string>): { file: string; hashes: string[] }[] {
  return [...pages].map(([file, html]) => ({ file, hashes: inlineScripts(html).map(scriptHash) }));
}

export function notFoundCspStage(): Stage {
  return {
    name: 'not-found-csp',
    run: (html, page) => (page.file === NOT_FOUND_PAGE ? withMetaCsp(html, siteCsp(pageHashes(page.site))) : html),
  };
}

/** dist/_headers for the final pages. */
export function headersText(pages: ReadonlyMap<string, string>): string {
  return headersFile(pageHashes(pages)) + siteWideHeaders();
}

export function headersOutput(): Output {
  return {
    name: '_headers',
    write: async (root, pages) => {
      const hashed = pageHashes(pages);
      await writeFile(join(root, '_headers'), headersText(pages));
      return `CSP for ${hashed.length} page(s), ${new Set(hashed.flatMap((p) => p.hashes)).size} inline-script hash(es)`;
    },
  };
}

/**
 * Reads the file-backed Blobs store that `npm start` (@netlify/dev) keeps in .netlify/blobs-serve/:
 * entries/<siteID>/site:<store>/<key> holds each blob's bytes (site-wide stores carry the 'site:' prefix).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../../', import.meta.url)), '.netlify', 'blobs-serve', 'entries');

/** The JSON blob stored under `key` in `store` (any site id), or null. */
export function readLocalBlob<T = unknown>(store: string, key: string): T | null {
  if (!existsSync(ROOT)) return null;
  for (const site of readdirSync(ROOT)) {
    for (const dir of [`site:${store}`, store]) {
      const file = join(ROOT, site, dir, key);
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
    }
  }
  return null;
}

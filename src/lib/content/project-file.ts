/**
 * Finds a file of the project by its path from the project root (Node only): from the working directory (build,
 * tests, Netlify's function root), else in the folders above this module.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function projectFile(relative: string): string {
  const candidates = [resolve(process.cwd(), relative)];
  try {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++, dir = dirname(dir)) candidates.push(join(dir, relative));
  } catch {
    // import.meta.url is not a file URL (bundled): the working directory is the only place.
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${relative} not found (looked in ${candidates[0]})`);
  return found;
}

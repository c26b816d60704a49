/**
 * After the build: hash every inline script of every page and write dist/_headers with a
 * Content-Security-Policy that allows exactly those (Netlify and `npm start` both apply _headers).
 */
import type { AstroIntegration } from 'astro';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCsp, inlineScripts, scriptHash } from '../lib/csp';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(root)) {
          for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
        }
        const csp = buildCsp(hashes);
        await writeFile(join(root, '_headers'), `/*\n  Content-Security-Policy: ${csp}\n`);
        logger.info(`_headers written: CSP with ${hashes.size} inline-script hash(es)`);
      },
    },
  };
}

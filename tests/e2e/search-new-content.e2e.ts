/**
 * Issue 16: a story added as MDX is searchable after the next build. Builds a temporary copy of the project (its
 * node_modules linked) with one new case study, serves that dist/ and searches it in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import type { Browser } from 'playwright-core';
import { launch, openPage } from './support/browser';

const root = join(import.meta.dirname, '..', '..');
const WORD = 'Quokkaberry';
let dir = '';
let server: Server | undefined;
let browser: Browser | undefined;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' };

/** A static server for the copy's dist/ (clean URLs like Netlify). */
function serve(dist: string): Promise<number> {
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const file of [path, `${path}.html`, join(path, 'index.html')]) {
      try {
        const body = await readFile(join(dist, file));
        res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(body);
        return;
      } catch { /* next candidate */ }
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve((server!.address() as AddressInfo).port)));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-content-'));
  for (const entry of ['src', 'content-collections', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json']) await cp(join(root, entry), join(dir, entry), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const story = (await readFile(join(root, 'content-collections/case-studies/chumbak.mdx'), 'utf8'))
    .replace(/^companyName: .*$/m, `companyName: "${WORD} Foods"`)
    .replace(/^title: .*$/m, `title: "${WORD} Foods doubled D2C orders with food creators"`)
    .replace(/^heroTitle: .*$/m, `heroTitle: "${WORD} Foods: twice the D2C orders"`)
    .replace(/^featured: .*$/m, 'featured: false');
  await writeFile(join(dir, 'content-collections/case-studies', 'quokkaberry-foods.mdx'), story);
  // Stories form one "next story" ring: link the new one in after Chumbak.
  const chumbak = join(dir, 'content-collections/case-studies/chumbak.mdx');
  await writeFile(chumbak, (await readFile(chumbak, 'utf8')).replace(/^nextCaseStudy: .*$/m, 'nextCaseStudy: "quokkaberry-foods"'));
  const build = spawnSync('npx', ['astro', 'build'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error(`build of the copy failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('search over new content', () => {
  it('finds a story added as MDX after a build', async () => {
    const port = await serve(join(dir, 'dist'));
    const { page, context, problems } = await openPage(browser!);
    try {
      // This static server runs no functions: answer the region lookup like /api/geo does.
      await page.route('**/api/geo*', (route) => route.fulfill({ status: 200, json: { success: true, country_code: 'US' } }));
      await page.goto(`http://127.0.0.1:${port}/customer-stories`);
      await page.keyboard.press('/');
      await page.locator('#site-search-input').fill(WORD);
      await expect.poll(() => page.locator('#site-search-status').textContent(), { timeout: 15_000 }).toMatch(/result/);
      const first = page.locator('#site-search-results a').first();
      expect(await first.getAttribute('href')).toBe('/customer-stories/quokkaberry-foods');
      expect(await first.textContent()).toContain(`${WORD} Foods: twice the D2C orders`);
      expect(await first.textContent()).toContain('Case study');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

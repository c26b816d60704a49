/**
 * Bench of the ways to load the site's one web font on a FIRST visit (issue 32): which face a visitor sees and
 * whether anything moves. The built dist/ (built first when missing) is served by a small static server that
 * rewrites each page's inline @font-face for the variant under test, so every variant is the same build:
 *
 *   optional          font-display: optional, no preload (the face is used only if it is there at first paint)
 *   optional+preload  the same with <link rel="preload" as="font"> for the one subset file, first in <head>
 *   swap              font-display: swap over the metric-matched fallback face (size-adjust, ascent/descent overrides)
 *   swap+preload      the same with the preload
 *   inline            the file inlined as a data: URL in the @font-face, with swap (no request; ~21 KB more per
 *                     page, uncached; with optional Chromium drew the fallback: a data: face still loads after the
 *                     first layout)
 *
 * Each run is a fresh browser context (nothing cached) in Chromium with Lighthouse's mobile conditions applied
 * through the DevTools protocol (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x) or without them
 * ("fast"). After `load` and 1.5 s, it records the face Chromium actually drew the page's <h1> and first paragraph
 * in (CSS.getPlatformFontsForNode: the truth, not what the CSS asks for), the cumulative layout shift (every shift,
 * as the browser reports it) and FCP.
 *
 *   BENCH_FONT_RUNS (default 3) runs per page, variant and condition; BENCH_FONT_PAGES (default
 *   /,/pricing,/integrations,/influencer-marketing-guide,/privacy): the pages where swap moved text before.
 * Prints a table; exits non-zero only when the bench itself fails. Figures move with the machine's load (printed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { ensureDist } from '../ensure-dist.mjs';

const dist = ensureDist({ quiet: true, forWhom: 'the benches' });

const RUNS = Number(process.env.BENCH_FONT_RUNS ?? 3);
const PAGES = (process.env.BENCH_FONT_PAGES ?? '/,/pricing,/integrations,/influencer-marketing-guide,/privacy').split(
  ',',
);
const BRAND = 'Plus Jakarta Sans';

/** The brand face's file, as the built pages name it in their inline @font-face. */
const home = readFileSync(join(dist, 'index.html'), 'utf8');
const fontUrl = home.match(/@font-face\{font-family:"Plus Jakarta Sans[^"]*";src:url\("([^"]+\.woff2)"\)/)?.[1];
if (!fontUrl) throw new Error('No brand @font-face with a .woff2 url in dist/index.html');
const fontData = readFileSync(join(dist, fontUrl)).toString('base64');
const preload = `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>`;
const brandFace =
  /(@font-face\{font-family:"Plus Jakarta Sans-[0-9a-f]+";src:url\(")([^"]+)("\) format\("woff2"\);font-display:)(\w+)/;

/** The page as built, without the font preload BaseLayout writes (each variant adds it or not). */
const unpreloaded = (html) => html.replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, '');

/** The page with the preload link first in <head>, right after the charset. */
const withPreload = (html) => html.replace(/<meta charset="utf-8">/i, (m) => m + preload);

const VARIANTS = {
  optional: (html) => unpreloaded(html),
  'optional+preload': (html) => withPreload(unpreloaded(html)),
  swap: (html) => unpreloaded(html).replace(brandFace, (_, a, url, b) => `${a}${url}${b}swap`),
  'swap+preload': (html) => withPreload(VARIANTS.swap(html)),
  inline: (html) =>
    unpreloaded(html).replace(brandFace, (_, a, _url, b) => `${a}data:font/woff2;base64,${fontData}${b}swap`),
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
};

/** Static files of dist/ (pages as /x -> x.html), the page HTML rewritten for the variant named by the first path segment. */
function startStatic() {
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const [, variant, ...rest] = url.pathname.split('/');
    const transform = VARIANTS[decodeURIComponent(variant)];
    let path = normalize(`/${rest.join('/')}`);
    if (!transform) path = url.pathname; // assets: absolute URLs in the pages
    let file = join(dist, path);
    if (path === '/') file = join(dist, 'index.html');
    else if (!extname(path)) file = join(dist, `${path}.html`);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    let body = readFileSync(file);
    if (file.endsWith('.html') && transform) body = Buffer.from(transform(body.toString('utf8')));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

const server = await startStatic();
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')),
});

async function platformFont(cdp, selector) {
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: doc.nodeId, selector });
  if (!nodeId) return null;
  // The text node carries the platform fonts; the element's first text descendant.
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1 });
  const findText = (n) => (n.nodeType === 3 && n.nodeValue.trim() ? n : (n.children ?? []).map(findText).find(Boolean));
  const text = findText(node);
  if (!text) return null;
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId }).catch(() => ({ fonts: [] }));
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName ?? null;
}

async function once(variant, page, slow) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  if (slow) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await tab.goto(`${origin}/${variant}${page}`, { waitUntil: 'load' });
  await tab.waitForTimeout(1500);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const h1 = await platformFont(cdp, 'h1');
  const p = await platformFont(cdp, 'main p');
  const { cls, fcp } = await tab.evaluate(() => ({
    cls: window.__cls,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  return { brand: h1 === BRAND && p === BRAND, h1, p, cls, fcp };
}

const load = loadavg()[0];
const rows = [];
for (const slow of [true, false]) {
  for (const variant of Object.keys(VARIANTS)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) for (const page of PAGES) runs.push(await once(variant, page, slow));
    const faces = new Set(runs.flatMap((r) => [r.h1, r.p]).filter((f) => f && f !== BRAND));
    const fcps = runs.map((r) => r.fcp).sort((a, b) => a - b);
    rows.push({
      condition: slow ? 'mobile (slow 4G, 4x CPU)' : 'fast',
      variant,
      brand: `${runs.filter((r) => r.brand).length}/${runs.length}`,
      maxCls: Math.max(...runs.map((r) => r.cls)).toFixed(3),
      shifted: `${runs.filter((r) => r.cls > 0).length}/${runs.length}`,
      fcp: Math.round(fcps[fcps.length >> 1]),
      fallback: [...faces].join(', ') || '-',
    });
  }
}
await browser.close();
server.close();

console.log(
  `\nFirst visit, ${RUNS} run(s) x ${PAGES.length} pages (${PAGES.join(' ')}); load average ${load.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
);
console.log('| condition | variant | brand face drawn | CLS > 0 | max CLS | FCP median ms | other face seen |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows)
  console.log(`| ${r.condition} | ${r.variant} | ${r.brand} | ${r.shifted} | ${r.maxCls} | ${r.fcp} | ${r.fallback} |`);

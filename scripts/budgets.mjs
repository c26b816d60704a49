/**
 * `npm run budgets`: the speed budgets for people (issue 51 item 6), measured on the built site; fails on a breach.
 *  - Per route: gzip bytes of JavaScript (scripts, modulepreloads, island components and renderers, and their
 *    static imports; dynamic imports such as the lead dialog loaded on click are not counted) and CSS, and
 *    whether React is among the JavaScript.
 *  - Pages with no form or tool (legal, blog posts, case studies, guides, API docs, 404) may load no React and
 *    at most 10 KB of gzip JavaScript besides the insights beacon, which has its own 3 KB (with its imports) on
 *    every page that loads it (issue 29).
 *  - Lighthouse (mobile preset) on every kind of page, BUDGETS_RUNS times (default 3): the table shows MEDIANS of
 *    the scores, FCP, LCP, TBT, CLS, main-thread CPU (Lighthouse's mainthread-work-breakdown total) and transfer
 *    bytes. The gate: performance >= BUDGETS_PERF_MIN (default 95), accessibility, best practices and SEO >= 95,
 *    CLS 0 (to three decimals) and transfer within the kind's budget. TBT and CPU are printed, not gated. A page
 *    under a score minimum with fewer than 3 runs (CI takes 1) is measured 3 times more once every route has had its
 *    runs, and judged on the median of those: one run taken during a burst of load from elsewhere does not fail the
 *    gate, a slow or faulty page still does. With BUDGETS_QUIET_FILE=<path> (.ci/run), those runs wait until that
 *    file exists, i.e. until the other CI lanes are done (at most BUDGETS_QUIET_WAIT_S, default 1800 s).
 *  - A three-page phone visit with a warm cache (home, /pricing, /blog; scripts/visit-bytes.mjs): the bytes each page
 *    moved. BUDGETS_VISIT=0 leaves it out.
 *  - BUDGETS_BASELINE=<dir holding another build's dist/> measures that build too (served on BUDGETS_BASELINE_PORT,
 *    default BUDGETS_PORT + 1), alternating run by run, so both share the machine's load; BUDGETS_PAIRS=astrowind
 *    maps our routes to AstroWind's (scripts/astrowind-pairs.mjs). A side-by-side table then says, pair by pair,
 *    whether FCP, LCP, CLS and bytes are at or ahead of the baseline's and main-thread CPU at most its, and the visit
 *    whether pages two and three move at most the baseline's bytes. Those comparisons fail the run only with
 *    BUDGETS_STRICT=1.
 * Each site's server runs in a child process at nice BUDGETS_SERVER_NICE (default 10), so the browser being measured
 * gets the CPU first, and keeps its Blobs in a temporary folder of its own. It answers `/api/geo` as Netlify does in
 * production, with a country (GEO_COUNTRY, default US): the page caches that answer for the session, so later pages
 * of the visit do not ask again (a local server without a country fails the lookup, which is not cached).
 * BUDGETS_LIGHTHOUSE=0 skips the browser part (e.g. while iterating on a page). Prints tables; writes
 * .budgets/report.json. docs/performance.md has the current figures and how to re-run them.
 */
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, dirname, resolve, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import runLighthouseOn from 'lighthouse';
import { launch as launchChrome } from 'chrome-launcher';
import { tmpdir, loadavg } from 'node:os';
import { entryUrl } from '../src/config/entry-url.mjs';
import { astrowindPairs, featuredIn } from './astrowind-pairs.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { GATED_CATEGORIES, lowScores, median, minimumOf } from './score-gate.mjs';
import { atMost, laterPagesAtMost, noLayoutShift, sideBySideMisses } from './perf-figures.mjs';
import { VISIT_PATHS, visitBytes } from './visit-bytes.mjs';
import { buildSite } from './ensure-dist.mjs';
import { inlineScripts } from '../src/lib/csp.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const STATIC_JS_LIMIT = 10 * 1024;
/**
 * The insights beacon and web-vitals (issue 29) have a budget of their own: at most 3 KB of gzip JavaScript per page
 * with everything it imports, loaded after `load`. Its module is outside the static pages' 10 KB, which predates it.
 */
const BEACON_MODULE = /\/InsightsBeacon\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js$/;
const BEACON_LIMIT = 3 * 1024;
const PERF_MIN = Number(process.env.BUDGETS_PERF_MIN ?? 95);
let loadAtStart = loadavg();
/** The measured servers' CPU priority (`nice`, 0-19; BUDGETS_SERVER_NICE=0 runs them at this script's own). */
const SERVER_NICE = Number(process.env.BUDGETS_SERVER_NICE ?? 10);
/** The country the measured servers' geolocation answers (production's CDN always knows one). */
const MEASURED_COUNTRY = process.env.GEO_COUNTRY?.trim() || 'US';
/** BUDGETS_STRICT=1: a side-by-side miss against the baseline fails the run too. */
const STRICT = process.env.BUDGETS_STRICT === '1';
/**
 * Transfer budget per kind of page (KB, Lighthouse's total byte weight): the model template's figure for the same
 * kind of page where it has one, 90 KB for any other page without a React island.
 */
const BYTE_BUDGET = { home: 146, pricing: 90, 'blog post': 93, 'blog index': 88, page: 90, island: 214 };
/** The kind of page a route is; pages holding React are "island". */
function kindOf(route) {
  if (route === '/') return 'home';
  if (route === '/pricing') return 'pricing';
  if (route === '/blog') return 'blog index';
  if (route.startsWith('/blog/')) return 'blog post';
  return pages.find((p) => p.route === route)?.react ? 'island' : 'page';
}
/** Pages that hold no form and no tool. */
const STATIC_PAGE = [
  /^\/privacy$/,
  /^\/terms$/,
  /^\/blog\/.+/,
  /^\/customer-stories\/.+/,
  /^\/comparison-guide$/,
  /^\/influencer-marketing-guide$/,
  /^\/influencer-api\/docs$/,
  /^\/404$/,
];
// One route of every kind of page (3 runs each): home, pricing, a product page, the Launchpad form, the stories and
// the blog (index and one of each), the tools index, a checker (React island), the API docs, a guide, a legal page.
// LIGHTHOUSE_ROUTES=/a,/b measures others. /admin is left out on purpose: it is noindex, which Lighthouse's SEO category scores as a failure.
// Build time (social cards and the search index are part of the build): measured whenever this script builds;
// BUDGETS_BUILD=1 builds even when dist/ exists (e.g. to time a rebuild with a warm card cache).
let buildSeconds = null;
if (process.env.BUDGETS_BUILD === '1' || !existsSync(join(dist, 'index.html'))) {
  const started = performance.now();
  if (!buildSite()) process.exit(1);
  buildSeconds = (performance.now() - started) / 1000;
  console.log(`\nbuild time: ${buildSeconds.toFixed(1)} s (astro build incl. social cards and search index)`);
}

/** The story and the post the content features (read from the built index pages, so no id is kept here). */
const featured = (page, attr) => featuredIn(dist, page, attr);
/**
 * BUDGETS_PAIRS: which baseline route each of ours is measured against (with BUDGETS_BASELINE), as
 * `ours=theirs,...`; a route without `=` is compared with the same path. `astrowind` names the five pairs of issue 32
 * (the model template's home, pricing, blog index, a blog post and its SaaS home against our stories index). When set,
 * only the pairs' routes are measured and a side-by-side table says where we are ahead.
 */
const PAIRS_PRESETS = { astrowind: () => astrowindPairs(dist) };
const PAIRS = process.env.BUDGETS_PAIRS
  ? (PAIRS_PRESETS[process.env.BUDGETS_PAIRS]?.() ??
    process.env.BUDGETS_PAIRS.split(',').map((pair) => {
      const [ours, theirs = ours] = pair.split('=');
      return [ours, theirs];
    }))
  : null;
/** The baseline's path measured against our route (the same path unless BUDGETS_PAIRS maps it). */
const baselinePath = (route) => PAIRS?.find(([ours]) => ours === route)?.[1] ?? route;
const LIGHTHOUSE_ROUTES = (
  (PAIRS && PAIRS.map(([ours]) => ours).join(',')) ??
  process.env.LIGHTHOUSE_ROUTES ??
  [
    '/',
    '/pricing',
    '/integrations',
    '/launchpad',
    '/customer-stories',
    entryUrl('customerStories', featured('customer-stories.html', 'data-featured-story')),
    '/blog',
    entryUrl('blog', featured('blog.html', 'data-featured-post')),
    '/tools',
    '/tools/engagement-checker',
    '/influencer-api/docs',
    '/influencer-marketing-guide',
    '/privacy',
  ].join(',')
).split(',');

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const fileCache = new Map();
const read = (p) => {
  if (!fileCache.has(p)) fileCache.set(p, existsSync(p) ? readFileSync(p) : null);
  return fileCache.get(p);
};
const isReact = (src) =>
  /react\.transitional\.element|react-dom|__REACT_DEVTOOLS_GLOBAL_HOOK__|Symbol\.for\("react\./.test(src);

function routeOf(file) {
  const rel = relative(dist, file)
    .replace(/\\/g, '/')
    .replace(/\.html$/, '');
  if (rel === 'index') return '/';
  return `/${rel.replace(/\/index$/, '')}`;
}

/** Static imports of an ES module (not dynamic import()). */
function staticImports(code) {
  const out = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;
  for (const m of code.matchAll(re)) out.push(m[1]);
  return out;
}

function collectJs(entryUrls, inlineScripts) {
  const seen = new Set();
  let bytes = 0;
  let react = false;
  const stack = [...entryUrls];
  while (stack.length) {
    const url = stack.pop();
    if (!url.startsWith('/') || seen.has(url)) continue;
    seen.add(url);
    const buf = read(join(dist, url));
    if (!buf) continue;
    const code = buf.toString('utf8');
    bytes += gz(buf);
    react ||= isReact(code);
    for (const spec of staticImports(code)) {
      if (spec.startsWith('.')) stack.push(posix.normalize(posix.join(posix.dirname(url), spec)));
      else if (spec.startsWith('/')) stack.push(spec);
    }
  }
  for (const code of inlineScripts) {
    bytes += gz(Buffer.from(code));
    for (const spec of staticImports(code)) if (spec.startsWith('/')) stack.push(spec);
  }
  // inline scripts may import modules too
  if (stack.length) {
    const more = collectJs(
      stack.filter((u) => !seen.has(u)),
      [],
    );
    bytes += more.bytes;
    react ||= more.react;
  }
  return { bytes, react, files: seen.size };
}

function analysePage(file) {
  const html = readFileSync(file, 'utf8');
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<astro-island[^>]*>/g)) {
    for (const a of m[0].matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      if (a[1]) urls.add(a[1]);
  }
  // The inline scripts that run, as the CSP hashes them: JSON-LD and JSON data blocks (the lead dialog's copy) are not
  // JavaScript.
  const inline = inlineScripts(html).filter((source) => source.trim());
  const js = collectJs([...urls], inline);
  const beaconUrl = [...urls].find((u) => BEACON_MODULE.test(u));
  const beacon = beaconUrl ? collectJs([beaconUrl], []).bytes : 0;
  // Everything the page loads when the beacon is left out: a module the beacon shares with the page's other scripts
  // still counts here; what only the beacon imports (its wire format, web-vitals) is the beacon's own budget.
  const rest = beaconUrl
    ? collectJs(
        [...urls].filter((u) => u !== beaconUrl),
        inline,
      ).bytes
    : js.bytes;
  let css = 0;
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const buf = read(join(dist, m[1]));
    if (buf) css += gz(buf);
  }
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += gz(Buffer.from(m[1]));
  const route = routeOf(file);
  const isStatic = STATIC_PAGE.some((re) => re.test(route));
  const problems = [];
  if (isStatic && js.react) problems.push('loads React on a page with no form or tool');
  if (isStatic && rest > STATIC_JS_LIMIT)
    problems.push(`loads ${rest} B of JS besides the insights beacon (limit ${STATIC_JS_LIMIT} B)`);
  if (beacon > BEACON_LIMIT) problems.push(`the insights beacon is ${beacon} B of JS (limit ${BEACON_LIMIT} B)`);
  return {
    route,
    jsBytes: js.bytes,
    beaconBytes: beacon,
    cssBytes: css,
    react: js.react,
    isStatic,
    htmlBytes: gz(Buffer.from(html)),
    problems,
  };
}

const pages = readdirSync(dist, { recursive: true })
  .filter((f) => String(f).endsWith('.html'))
  .map((f) => analysePage(join(dist, String(f))))
  .sort((a, b) => a.route.localeCompare(b.route));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nPage weight (gzip)');
console.log(
  [
    'route'.padEnd(40),
    'html'.padStart(9),
    'js'.padStart(9),
    'beacon'.padStart(9),
    'css'.padStart(9),
    'react'.padStart(6),
    'kind'.padStart(8),
    ' result',
  ].join(' '),
);
for (const p of pages) {
  console.log(
    [
      p.route.padEnd(40),
      kb(p.htmlBytes).padStart(9),
      kb(p.jsBytes).padStart(9),
      kb(p.beaconBytes).padStart(9),
      kb(p.cssBytes).padStart(9),
      (p.react ? 'yes' : 'no').padStart(6),
      (p.isStatic ? 'static' : 'app').padStart(8),
      p.problems.length ? ` FAIL: ${p.problems.join('; ')}` : ' ok',
    ].join(' '),
  );
}
let failures = pages.flatMap((p) => p.problems.map((x) => `${p.route}: ${x}`));

let lighthouse = [];
let visits = {};
if (process.env.BUDGETS_LIGHTHOUSE !== '0') {
  ({ results: lighthouse, visits } = await runLighthouse(LIGHTHOUSE_ROUTES));
  printLighthouse(lighthouse);
  for (const r of lighthouse) failures.push(...lighthouseProblems(r));
  const missed = [];
  if (lighthouse.some((r) => r.site === 'baseline')) missed.push(...printSideBySide(lighthouse));
  if (visits.this) missed.push(...printVisit(visits));
  if (STRICT) failures.push(...missed);
  else if (missed.length)
    console.log(`(${missed.length} side-by-side miss(es); BUDGETS_STRICT=1 fails the run on them)`);
}

mkdirSync(join(root, '.budgets'), { recursive: true });
writeFileSync(
  join(root, '.budgets', 'report.json'),
  JSON.stringify({ buildSeconds, pages, lighthouse, visits }, null, 2),
);

if (failures.length) {
  console.error(`\nBudgets FAILED (${failures.length}):\n - ${failures.join('\n - ')}`);
  process.exit(1);
}
console.log(
  `\nBudgets passed: ${pages.length} pages${lighthouse.length ? `, ${lighthouse.filter((r) => r.site !== 'baseline').length} route(s) in Lighthouse` : ''}${buildSeconds === null ? ' (dist/ reused: set BUDGETS_BUILD=1 to time a build)' : `, build ${buildSeconds.toFixed(1)} s`}.`,
);

/**
 * One Lighthouse run (mobile preset) in a fresh Chromium with its own profile: category scores and the page-speed
 * figures the table reports. Lighthouse runs in this process (its modules load once, not once per run).
 */
async function lighthouseOnce(url) {
  const userDir = mkdtempSync(join(tmpdir(), 'lh-'));
  let chrome;
  try {
    chrome = await launchChrome({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, userDataDir: userDir });
    const result = await runLighthouseOn(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'silent',
      onlyCategories: GATED_CATEGORIES,
      // Nothing the budgets read, and ~10% of a run's CPU: the full-page screenshot, the filmstrip thumbnails and
      // the back/forward-cache probe (a second navigation). Speed Index still has the trace's screenshots.
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    });
    if (!result?.lhr) return { error: 'Lighthouse returned no result' };
    if (result.lhr.runtimeError)
      return { error: `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` };
    const run = readLighthouse(result.lhr);
    return run;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await chrome?.kill();
    rmSync(userDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run; a run that fails outright (e.g. NO_NAVSTART when the machine is busy) is retried, up to 3 tries. */
async function measure(url) {
  let run = await lighthouseOnce(url);
  for (let retry = 1; run.error && retry < 3; retry++) run = await lighthouseOnce(url);
  return run;
}

/** The scores, the failing audits and the figures of one Lighthouse result. */
function readLighthouse(lhr) {
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
  );
  const failing = Object.fromEntries(
    Object.entries(lhr.categories).map(([k, c]) => [
      k,
      c.auditRefs.filter((a) => a.weight > 0 && (lhr.audits[a.id]?.score ?? 1) < 0.9).map((a) => a.id),
    ]),
  );
  const num = (id) => lhr.audits[id]?.numericValue ?? 0;
  const metrics = {
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    // Main-thread CPU of the load, all kinds of work added up (ms, at Lighthouse's 4x mobile slowdown).
    cpu: num('mainthread-work-breakdown'),
  };
  return { scores, failing, metrics, audits: lhr.audits };
}

/** Medians of each score and figure over the runs that worked; the failing audits and details come from the median-performance run. */
function summarise(route, site, runs) {
  const ok = runs.filter((r) => !r.error);
  if (!ok.length) return { route, site, error: runs[0]?.error ?? 'no run' };
  const scores = Object.fromEntries(Object.keys(ok[0].scores).map((k) => [k, median(ok.map((r) => r.scores[k]))]));
  const metrics = Object.fromEntries(Object.keys(ok[0].metrics).map((k) => [k, median(ok.map((r) => r.metrics[k]))]));
  const byPerf = [...ok].sort((a, b) => a.scores.performance - b.scores.performance);
  const typical = byPerf[byPerf.length >> 1];
  for (const id of new Set(Object.values(typical.failing).flat())) {
    const items = (typical.audits[id]?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (i) => i.description ?? i.issueType ?? i.source ?? i.url ?? i.node?.snippet ?? JSON.stringify(i).slice(0, 160),
      );
    if (items.length) console.log(`    ${route} ${id}: ${items.join(' | ').slice(0, 400)}`);
  }
  return {
    route,
    site,
    kind: kindOf(route),
    runs: ok.length,
    scores,
    metrics,
    failing: typical.failing,
    all: ok.map((r) => ({ scores: r.scores, metrics: r.metrics })),
  };
}

/**
 * Lighthouse on every route, BUDGETS_RUNS times (default 3), reported as medians. With BUDGETS_BASELINE=<dir>
 * (a folder holding an older build's dist/), the same routes are measured on that build too, alternating run by
 * run, so a before/after comparison shares the machine's load.
 */
async function runLighthouse(routes) {
  const { startChildServer } = await import('../local-netlify/serve-child.mjs');
  const { budgetsPort } = await import('../local-netlify/ports.mjs');
  loadAtStart = loadavg();
  const runsWanted = Math.max(1, Number(process.env.BUDGETS_RUNS ?? 3));
  const port = budgetsPort();
  // Each site's server runs in a process of its own at a lower CPU priority: on a CDN the server is not on the
  // visitor's CPU, and here it shares 2 cores with the browser being measured.
  const blobsRoot = mkdtempSync(join(tmpdir(), 'budgets-blobs-'));
  const serve = (options) =>
    startChildServer(
      { quiet: true, blobsDirectory: join(blobsRoot, String(options.port)), ...options },
      { cwd: root, nice: SERVER_NICE, env: { ...process.env, GEO_COUNTRY: MEASURED_COUNTRY } },
    );
  const sites = [{ name: 'this', server: await serve({ port }) }];
  if (process.env.BUDGETS_BASELINE) {
    sites.unshift({
      name: 'baseline',
      server: await serve({
        port: Number(process.env.BUDGETS_BASELINE_PORT ?? port + 1),
        projectRoot: resolve(process.env.BUDGETS_BASELINE),
      }),
    });
  }
  const results = [];
  /** @type {Record<string, number[]>} bytes per page of the visit, by site */
  const visits = {};
  /** Our pages under a score minimum in fewer than 3 runs: measured again at the end. `at`: their place in `results`. */
  const toConfirm = [];
  try {
    for (const route of routes) {
      const runs = Object.fromEntries(sites.map((s) => [s.name, []]));
      for (let i = 0; i < runsWanted; i++) {
        for (const s of sites) {
          const path = s.name === 'baseline' ? baselinePath(route) : route;
          runs[s.name].push(await measure(`${s.server.url}${path}`));
        }
      }
      // A score under its minimum from fewer than 3 runs is measured again once every route has had its runs
      // (below), so the gate judges a median, not one sample that a burst of load from elsewhere dragged down.
      const ours = runs.this;
      const low = lowScores(ours, PERF_MIN);
      if (ours.length < 3 && low.length)
        toConfirm.push({ route, at: results.length + sites.length - 1, first: ours, low });
      for (const s of sites) results.push(summarise(route, s.name, runs[s.name]));
    }
    if (toConfirm.length) await waitForQuiet();
    const { url } = sites.find((x) => x.name === 'this').server;
    for (const { route, at, first, low } of toConfirm) {
      const again = [];
      for (let i = 0; i < 3; i++) again.push(await measure(`${url}${route}`));
      for (const k of low) {
        const scores = (rs) => rs.map((r) => r.scores?.[k] ?? 'error').join(', ');
        console.log(
          `  ${route}: ${k} under ${minimumOf(k, PERF_MIN)} in [${scores(first)}]; measured again: [${scores(again)}]`,
        );
      }
      results[at] = summarise(route, 'this', again);
    }
    // The three-page visit, on each site (AstroWind's pages have the same paths).
    if (process.env.BUDGETS_VISIT !== '0')
      for (const s of sites) visits[s.name] = await visitBytes(s.server.url, VISIT_PATHS);
  } finally {
    for (const s of sites) await s.server.stop();
    rmSync(blobsRoot, { recursive: true, force: true });
  }
  return { results, visits };
}

/**
 * With BUDGETS_QUIET_FILE set (.ci/run writes it once its other lanes are done), waits until that file exists, at
 * most BUDGETS_QUIET_WAIT_S seconds (default 1800), so that the runs confirming a low score share the machine with
 * nothing else.
 */
async function waitForQuiet() {
  const file = process.env.BUDGETS_QUIET_FILE;
  if (!file) return;
  const limit = Date.now() + Number(process.env.BUDGETS_QUIET_WAIT_S ?? 1800) * 1000;
  const started = Date.now();
  while (!existsSync(file) && Date.now() < limit) await new Promise((ok) => setTimeout(ok, 2000));
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(
    `  waited ${waited} s for ${existsSync(file) ? 'the other CI lanes to finish' : 'the other CI lanes (gave up)'}; load average ${loadavg()[0].toFixed(1)}`,
  );
}

function printLighthouse(results) {
  const baseline = results.some((r) => r.site === 'baseline');
  console.log(
    `\nLighthouse (mobile, simulated throttling), medians of ${[...new Set(results.map((r) => r.runs ?? 0))].sort((a, b) => a - b).join(' or ')} runs; load average ${loadAtStart[0].toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
  );
  const head = [
    'route'.padEnd(36),
    ...(baseline ? ['site'.padEnd(8)] : []),
    'perf',
    ' a11y',
    '  bp',
    ' seo',
    '   FCP',
    '   LCP',
    '  TBT',
    '   CLS',
    '   CPU',
    '   bytes',
    ' budget',
  ];
  console.log(head.join(' '));
  for (const r of results) {
    const site = baseline ? [r.site.padEnd(8)] : [];
    if (r.error) {
      console.log([r.route.padEnd(36), ...site, `ERROR ${r.error}`].join(' '));
      continue;
    }
    const { scores: s, metrics: m } = r;
    console.log(
      [
        r.route.padEnd(36),
        ...site,
        String(s.performance).padStart(4),
        String(s.accessibility).padStart(5),
        String(s['best-practices']).padStart(4),
        String(s.seo).padStart(4),
        `${Math.round(m.fcp)}`.padStart(6),
        `${Math.round(m.lcp)}`.padStart(6),
        `${Math.round(m.tbt)}`.padStart(5),
        m.cls.toFixed(3).padStart(6),
        `${Math.round(m.cpu)}`.padStart(6),
        kb(m.bytes).padStart(8),
        `${BYTE_BUDGET[r.kind]} KB`.padStart(7),
      ].join(' '),
    );
  }
  console.log(
    `(ms; CPU = main-thread work of the load, Lighthouse's mainthread-work-breakdown; bytes = Lighthouse total transfer; gated: perf >= ${PERF_MIN}, a11y, bp, seo >= 95, CLS 0, bytes <= budget; TBT and CPU printed, not gated)`,
  );
}

/** What fails the gate: a score under its minimum (judged on the median; see runLighthouse), CLS above 0, bytes over the kind's budget. */
function lighthouseProblems(r) {
  if (r.site === 'baseline') return [];
  if (r.error) return [`${r.route}: lighthouse failed: ${r.error}`];
  const out = [];
  const { scores: s, metrics: m } = r;
  for (const k of GATED_CATEGORIES) {
    const min = minimumOf(k, PERF_MIN);
    if (s[k] < min) out.push(`${r.route}: lighthouse ${k} ${s[k]} < ${min} (${r.failing[k].join(', ')})`);
  }
  if (!noLayoutShift(m.cls)) out.push(`${r.route}: CLS ${m.cls.toFixed(3)} > 0`);
  if (m.bytes > BYTE_BUDGET[r.kind] * 1024)
    out.push(`${r.route}: transfer ${kb(m.bytes)} > ${BYTE_BUDGET[r.kind]} KB (${r.kind})`);
  return out;
}

/**
 * Our medians beside the baseline's, pair by pair: FCP, LCP, CLS and bytes at or ahead of the baseline's, main-thread
 * CPU at most its (scripts/perf-figures.mjs); performance and TBT are shown, not compared. The misses, as messages.
 */
function printSideBySide(results) {
  const theirs = (route) => results.find((r) => r.site === 'baseline' && r.route === route);
  console.log('\nSide by side (medians; ours vs baseline):');
  console.log('| page | perf | FCP ms | LCP ms | TBT ms | CLS | KB | CPU ms | held |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const out = [];
  for (const a of results.filter((r) => r.site === 'this' && !r.error)) {
    const b = theirs(a.route);
    if (!b || b.error) continue;
    const path = baselinePath(a.route);
    const name = path === a.route ? a.route : `${a.route} vs ${path}`;
    const [x, y] = [a.metrics, b.metrics];
    const vs = (u, v, f = (n) => Math.round(n).toLocaleString('en-US')) => `${f(u)} vs ${f(v)}`;
    const missed = sideBySideMisses(x, y);
    if (missed.length) out.push(`${name}: behind the baseline on ${missed.join(', ')}`);
    console.log(
      `| ${name} | ${vs(a.scores.performance, b.scores.performance)} | ${vs(x.fcp, y.fcp)} | ${vs(x.lcp, y.lcp)} | ${vs(x.tbt, y.tbt)} | ${vs(x.cls, y.cls, (n) => n.toFixed(3))} | ${vs(x.bytes / 1024, y.bytes / 1024)} | ${vs(x.cpu, y.cpu)} | ${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`,
    );
  }
  return out;
}

/**
 * The three-page visit's bytes per page, ours and the baseline's when there is one: pages two and three must move
 * at most the baseline's. The miss, as a message.
 */
function printVisit(visits) {
  const ours = visits.this;
  const theirs = visits.baseline ?? null;
  const held = laterPagesAtMost(ours, theirs);
  console.log(`\nThree-page phone visit, warm cache (KB moved per page; ${VISIT_PATHS.join(' -> ')}):`);
  console.log(`| page | ours |${theirs ? " baseline | at most the baseline's |" : ''}`);
  console.log(`| --- | --- |${theirs ? ' --- | --- |' : ''}`);
  VISIT_PATHS.forEach((path, i) => {
    const judged = i === 0 ? 'not judged' : atMost(ours[i], theirs?.[i]) ? 'yes' : 'NO';
    console.log(`| ${path} | ${kb(ours[i])} |${theirs ? ` ${kb(theirs[i])} | ${judged} |` : ''}`);
  });
  return held === false ? ["the visit: pages two and three move more bytes than the baseline's"] : [];
}

/**
 * Bench of the main thread's work while a page loads (issue 32), in CPU time: the figure the machine's load barely
 * moves, unlike Lighthouse's TBT, which its simulation builds from wall times (docs/performance.md, History). Each
 * load is a fresh Chromium (cold, as in Lighthouse), traced with the DevTools timeline categories until `load` + 1 s. From the page's renderer main thread (its SVG images' documents included) it reads:
 *
 *   cpu ms        CPU time of every task of that thread until then
 *   parse         CPU time parsing the HTML (with the inline scripts the parser runs)
 *   script        CPU time running script (outermost evaluations, calls, timers and microtasks)
 *   style+layout  CPU time in style recalculation and layout
 *   longest ms    CPU time of the longest task
 *   over 12.5     tasks with more than 12.5 ms of CPU: at Lighthouse's 4x mobile CPU slowdown, a long task even on an
 *                 idle machine
 *
 * and prints the medians. BENCH_MAIN_RUNS (default 5) loads per page; BENCH_MAIN_PAGES (default: the five pages of
 * the AstroWind comparison). BENCH_BASELINE=<folder holding a dist/> measures that build too, alternating load by
 * load, on the same paths or, with BENCH_PAIRS=astrowind, on AstroWind's paths (scripts/astrowind-pairs.mjs).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../../local-netlify/serve.mjs';
import { astrowindPairs } from '../astrowind-pairs.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { ensureDist } from '../ensure-dist.mjs';
import { median } from '../score-gate.mjs';

const dist = ensureDist({ quiet: true, forWhom: 'the benches' });

const RUNS = Number(process.env.BENCH_MAIN_RUNS ?? 5);
const BASELINE = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
const pairs =
  process.env.BENCH_PAIRS === 'astrowind'
    ? astrowindPairs(dist)
    : (process.env.BENCH_MAIN_PAGES?.split(',') ?? astrowindPairs(dist).map(([ours]) => ours)).map((p) => [p, p]);
const LONG_TASK_CPU_MS = 12.5;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

/** One cold load of `url`, traced; the main-thread figures of the page that `url` navigated to. */
async function measure(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await browser.startTracing(page, { categories: CATEGORIES });
    // Tracing starts in the renderer a moment after the browser has acknowledged it.
    await page.waitForTimeout(200);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return mainThreadFigures(traceEvents, page.url());
  } finally {
    await browser.close();
  }
}

/** CPU figures of the renderer main thread that parsed the page at `url` (thread time `tdur`, in ms). */
function mainThreadFigures(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url);
  if (!parse) throw new Error(`no parse of ${url} in the trace`);
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X';
  const cpu = (e) => (e.tdur ?? 0) / 1000;
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask');
  // CPU, not wall time: without the trace's thread times the figures would move with the machine's load.
  if (!tasks.some((e) => e.tdur !== undefined)) throw new Error('the trace has no thread times (tdur)');
  const named = (...names) => events.filter((e) => onMain(e) && names.includes(e.name));
  const sum = (list) => list.reduce((total, e) => total + cpu(e), 0);
  return {
    cpu: sum(tasks),
    parse: sum(named('ParseHTML')),
    script: sum(outermost(named('EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks'))),
    styleLayout: sum(named('UpdateLayoutTree', 'Layout')),
    longest: Math.max(0, ...tasks.map(cpu)),
    over: tasks.filter((e) => cpu(e) > LONG_TASK_CPU_MS).length,
  };
}

/** The events not inside another of the list (a call inside a call is counted once). */
function outermost(list) {
  const out = [];
  let end = -Infinity;
  for (const e of [...list].sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    out.push(e);
    end = e.ts + (e.dur ?? 0);
  }
  return out;
}

const sites = [{ name: 'this', server: await startServer({ port: 0, quiet: true }) }];
if (BASELINE)
  sites.push({ name: 'baseline', server: await startServer({ port: 0, quiet: true, projectRoot: BASELINE }) });
const loadAtStart = loadavg()[0];
const rows = [];
try {
  for (const [ours, theirs] of pairs) {
    const runs = Object.fromEntries(sites.map((s) => [s.name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const s of sites) runs[s.name].push(await measure(`${s.server.url}${s.name === 'this' ? ours : theirs}`));
    }
    for (const s of sites) {
      const r = runs[s.name];
      rows.push({
        page: s.name === 'this' ? ours : `${theirs} (baseline)`,
        cpu: median(r.map((x) => x.cpu)),
        parse: median(r.map((x) => x.parse)),
        script: median(r.map((x) => x.script)),
        styleLayout: median(r.map((x) => x.styleLayout)),
        longest: median(r.map((x) => x.longest)),
        over: median(r.map((x) => x.over)),
      });
    }
  }
} finally {
  for (const s of sites) await s.server.close();
}

console.log(
  `Main thread while loading, CPU ms, medians of ${RUNS} cold loads (412 px, no throttling; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end)`,
);
const COLUMNS = [
  ['cpu ms', (r) => r.cpu.toFixed(1)],
  ['parse', (r) => r.parse.toFixed(1)],
  ['script', (r) => r.script.toFixed(1)],
  ['style+layout', (r) => r.styleLayout.toFixed(1)],
  ['longest ms', (r) => r.longest.toFixed(1)],
  ['over 12.5', (r) => String(r.over)],
];
console.log([`${'page'.padEnd(52)}`, ...COLUMNS.map(([name]) => name.padStart(12))].join(' '));
for (const r of rows)
  console.log([r.page.padEnd(52), ...COLUMNS.map(([name, f]) => f(r).padStart(Math.max(12, name.length)))].join(' '));

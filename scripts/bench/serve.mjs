/**
 * Bench of `npm start`'s server (local-netlify/serve.mjs) against the built dist/ (built first when missing), with a
 * fresh temporary Blobs store. The server runs in its own process on a free port; this process is the client.
 * Every lead POST comes from its own client address (X-Forwarded-For), so the per-IP limit never applies.
 *
 *   one lead POST            p50 / p95 of 60 sequential POSTs, launchpad and contact alternating (after 5 warm-up calls)
 *   50 / 200 concurrent      all POSTs sent at once; time until the last is answered, and p95
 *   admin                    Chromium: password typed and submitted on /admin -> the first list row visible
 *                            (median of 3 fresh browser contexts, with the leads stored above)
 *   /api/geo                 p50 / p95 of 200 sequential GETs
 * Prints a table; exits non-zero when the server fails or a request gets an unexpected status.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { clientIp, PASSWORD, printTable, quantile, runBench, startBenchServer, timed } from './_under-start.mjs';

const lead = (i) => ({
  name: `Bench Visitor ${i}`,
  email: `bench${i}@example.com`,
  phone: '+91 98765 43210',
  company: 'Bench Co',
  message: 'Benchmark submission.',
  programType: 'Managed Services',
  location: 'India',
  pricingTier: '',
});

const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;

function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status}`);
}

async function postLead(base, i, kind = 'contact') {
  const res = await fetch(`${base}/api/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp() },
    body: JSON.stringify(lead(i)),
  });
  await res.arrayBuffer();
  expectStatus(res, 201, 'lead POST');
}

async function burst(base, n) {
  const times = [];
  const { ms: total } = await timed(() =>
    Promise.all(Array.from({ length: n }, async (_, i) => times.push((await timed(() => postLead(base, i))).ms))),
  );
  return { total, p95: quantile(times, 0.95) };
}

async function adminToList(base) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let i = 0; i < 3; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/admin`);
      const field = page.getByLabel('Password', { exact: true });
      await field.waitFor();
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      await field.fill(PASSWORD);
      const t = performance.now();
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await page.locator('tr[data-id]:visible').first().waitFor({ timeout: 60_000 });
      runs.push(performance.now() - t);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return quantile(runs, 0.5);
}

async function main() {
  const server = await startBenchServer({ blobsPrefix: 'bench-blobs-', env: { SUBMISSION_RATE_LIMIT: '' } });
  const rows = [];
  try {
    const base = server.url;
    for (let i = 0; i < 5; i++) await postLead(base, i);
    const single = [];
    for (let i = 0; i < 60; i++)
      single.push((await timed(() => postLead(base, i, i % 2 ? 'contact' : 'launchpad'))).ms);
    const p95 = quantile(single, 0.95);
    rows.push(['one lead POST', `p50 ${ms(quantile(single, 0.5))}, p95 ${ms(p95)}`, 'p95 ≤ 100 ms', p95 <= 100]);

    const b50 = await burst(base, 50);
    rows.push([
      '50 concurrent lead POSTs (distinct clients)',
      `all answered in ${ms(b50.total)} (p95 ${ms(b50.p95)})`,
      'all within 3 s',
      b50.total <= 3000,
    ]);
    const b200 = await burst(base, 200);
    rows.push([
      '200 concurrent lead POSTs',
      `all answered in ${ms(b200.total)} (p95 ${ms(b200.p95)})`,
      'within 10 s',
      b200.total <= 10_000,
    ]);

    const admin = await adminToList(base);
    rows.push(['admin: password submitted to a visible list (Chromium, 315 leads)', ms(admin), '≤ 1 s', admin <= 1000]);

    const geo = [];
    for (let i = 0; i < 200; i++) {
      geo.push(
        (
          await timed(async () => {
            const res = await fetch(`${base}/api/geo`);
            await res.arrayBuffer();
            expectStatus(res, 200, '/api/geo');
          })
        ).ms,
      );
    }
    const geo95 = quantile(geo, 0.95);
    rows.push(['`/api/geo`', `p50 ${ms(quantile(geo, 0.5))}, p95 ${ms(geo95)}`, 'p95 ≤ 30 ms', geo95 <= 30]);
  } finally {
    await server.stop();
  }

  console.log(`server ready in ${ms(server.startMs)} (process start, functions bundled and imported)\n`);
  printTable(rows);
}

runBench('serve', main);

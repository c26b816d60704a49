/**
 * Bench of the insights beacon endpoint (issue 29) under `npm start`'s server (local-netlify/serve.mjs) against the built
 * dist/, with a fresh temporary Blobs store; the server runs in its own process (port PORT, else a free one).
 *
 *   one POST /api/events     p50 / p95 of 300 sequential beacons (after 10 warm-up calls), each from its own address
 *   1,000 beacons            200 clients at once, each sending 5 beacons one after another: time until the last is
 *                            answered, p95, and the count: GET /api/admin/insights must report exactly 1,000 events
 *                            (with two rollups running over and over meanwhile, and after a last rollup)
 * Prints a table; exits non-zero when the server fails, a request gets an unexpected status or the count is off.
 */
import { clientIp, PASSWORD, printTable, quantile, runBench, startBenchServer, timed } from './_under-start.mjs';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PAGES = ['/', '/pricing', '/launchpad'];
const TYPES = ['view', 'view', 'open', 'view', 'lead'];

const ms = (v) => `${v < 10 ? v.toFixed(1) : Math.round(v).toLocaleString('en-US')} ms`;

async function send(base, path, type, ip = clientIp()) {
  const res = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: base, 'user-agent': UA, 'x-forwarded-for': ip },
    body: JSON.stringify({ path, events: [{ type }] }),
  });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error(`POST /api/events: expected 202, got ${res.status}`);
}

async function totals(base, cookie) {
  const res = await fetch(`${base}/api/admin/insights`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /api/admin/insights: ${res.status}`);
  const { pages } = await res.json();
  const sum = { views: 0, dialogOpens: 0, leads: 0 };
  for (const p of pages) for (const k of Object.keys(sum)) sum[k] += p[k];
  return sum;
}

async function main() {
  const server = await startBenchServer({
    blobsPrefix: 'bench-events-',
    port: Number(process.env.PORT ?? 0),
    env: { LEAD_WEBHOOK_URL: '' },
  });
  const rows = [];
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];

    for (let i = 0; i < 10; i++) await send(base, '/', 'view');
    const single = [];
    for (let i = 0; i < 300; i++) single.push((await timed(() => send(base, PAGES[i % 3], 'view'))).ms);
    const p95 = quantile(single, 0.95);
    rows.push(['one POST /api/events', `p50 ${ms(quantile(single, 0.5))}, p95 ${ms(p95)}`, 'p95 ≤ 50 ms', p95 <= 50]);

    const before = await totals(base, cookie);
    const times = [];
    let sending = true;
    let rollups = 0;
    const rollupLoop = async () => {
      while (sending) {
        // No URL runs a scheduled function: the server runs it the scheduler's way (local-netlify/serve-child.mjs).
        const res = await server.runScheduled('insights-rollup');
        if (res.status !== 204) throw new Error(`insights-rollup: ${res.status}`);
        rollups += 1;
      }
    };
    const loops = [rollupLoop(), rollupLoop()];
    const { ms: total } = await timed(() =>
      Promise.all(
        Array.from({ length: 200 }, async (_, client) => {
          const ip = clientIp();
          for (let n = 0; n < 5; n++)
            times.push((await timed(() => send(base, PAGES[(client + n) % 3], TYPES[n], ip))).ms);
        }),
      ),
    );
    sending = false;
    await Promise.all(loops);
    const during = await totals(base, cookie);
    await server.runScheduled('insights-rollup');
    const after = await totals(base, cookie);
    const counted = (t) => t.views + t.dialogOpens + t.leads - (before.views + before.dialogOpens + before.leads);
    const exact = counted(during) === 1000 && counted(after) === 1000;
    rows.push([
      '1,000 beacons from 200 concurrent clients',
      `all answered in ${ms(total)} (p95 ${ms(quantile(times, 0.95))}); counted ${counted(during)} (${rollups} rollups meanwhile), ${counted(after)} after the last rollup`,
      'each counted once',
      exact,
    ]);
    if (!exact) process.exitCode = 1;
  } finally {
    await server.stop();
  }
  printTable(rows);
}

runBench('events', main);

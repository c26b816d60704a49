/**
 * `npm run soak`: the lead store's history test (tests/functions/support/history.ts) for longer, locally. Runs seeded
 * histories of concurrent create, replay, status change, erase, "Resend", repair, retention and webhook sweep against
 * a fresh local Blobs server and webhook receiver (loopback only) until SOAK_OPS operations (default 10,000) have run or
 * SOAK_MAX_MINUTES (default 30) have passed, then prints how many histories and operations it checked and every
 * invariant violation with its seed (replay one with `HISTORY_SEED=<seed> npx vitest run
 * tests/functions/lead-store-history.test.ts`). Exits 1 on any violation. Bounded in count and time; not part of CI.
 *   SOAK_OPS=20000 SOAK_SEED=1 SOAK_CLIENTS=6 npm run soak
 */
import { startBlobs } from '../tests/functions/support/blobs';
import { WebhookReceiver } from '../tests/functions/support/webhook-receiver';
import { useAdminEnv } from '../tests/functions/support/lead-store';
import { runHistory, useHistoryEnv } from '../tests/functions/support/history';
import { settleDeliveries } from '../netlify/lib/lead/webhook';

const targetOps = Number(process.env.SOAK_OPS ?? 10_000);
const maxMs = Number(process.env.SOAK_MAX_MINUTES ?? 30) * 60_000;
const firstSeed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
const clients = Number(process.env.SOAK_CLIENTS ?? 6);
const opsPerClient = Number(process.env.SOAK_OPS_PER_CLIENT ?? 6);

const blobs = await startBlobs();
const receiver = new WebhookReceiver();
await receiver.up();
useAdminEnv();
useHistoryEnv(receiver);
// Logs of the functions (expected 5xx answers of the receiver, retries) would drown the figures.
const quiet = console.error;
console.error = () => {};

const started = Date.now();
let histories = 0;
let operations = 0;
const violations: string[] = [];
let lastReport = started;
try {
  for (let seed = firstSeed; operations < targetOps && Date.now() - started < maxMs; seed++) {
    const result = await runHistory(seed, receiver, { clients, opsPerClient });
    histories++;
    operations += result.operations;
    violations.push(...result.violations);
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      console.log(`  … ${histories} histories, ${operations} operations, ${violations.length} violations`);
    }
  }
  await settleDeliveries();
} finally {
  console.error = quiet;
  await receiver.down();
  await blobs.stop();
}

const seconds = (Date.now() - started) / 1000;
console.log('\n| soak of the lead store | figure |\n| --- | --- |');
console.log(`| histories (seeds ${firstSeed}-${firstSeed + histories - 1}) | ${histories.toLocaleString('en-US')} |`);
console.log(`| operations | ${operations.toLocaleString('en-US')} |`);
console.log(`| concurrent clients per history | ${clients} × ${opsPerClient} operations |`);
console.log(`| invariant violations | ${violations.length} |`);
console.log(`| time | ${seconds.toFixed(0)} s (${(operations / seconds).toFixed(1)} operations/s) |`);
for (const v of violations) console.log(`  ${v}`);
process.exit(violations.length ? 1 : 0);

/**
 * The lead store under random interleavings (issue 28): HISTORY_COUNT seeded histories (default 150) of concurrent
 * clients against the real Blobs server and a real webhook receiver, invariants checked at quiescence
 * (tests/functions/support/history.ts). A failure prints the seed: `HISTORY_SEED=<seed> npx vitest run <this file>`
 * replays that history alone. `npm run soak` runs many more (scripts/soak.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDeliveries } from '../../netlify/lib/lead/webhook';
import { startBlobs, type TestBlobs } from './support/blobs';
import { WebhookReceiver } from './support/webhook-receiver';
import { useAdminEnv } from './support/lead-store';
import { runHistory, useHistoryEnv } from './support/history';

let blobs: TestBlobs;
const receiver = new WebhookReceiver();
beforeAll(async () => {
  blobs = await startBlobs();
  await receiver.up();
  useAdminEnv();
  useHistoryEnv(receiver);
});
afterAll(async () => {
  await settleDeliveries();
  await receiver.down();
  await blobs.stop();
});

const base = Number(process.env.HISTORY_SEED ?? 0x5eed);
const count = process.env.HISTORY_SEED ? 1 : Number(process.env.HISTORY_COUNT ?? 200);
/** A bound on the whole run, so `npm test` stays within a minute on a busy machine (the count run is printed). */
const budgetMs = Number(process.env.HISTORY_BUDGET_MS ?? 40_000);

describe('lead store histories', () => {
  it(`up to ${count} random histories hold every invariant (first seed ${base})`, { timeout: 120_000 }, async () => {
    let operations = 0;
    let histories = 0;
    const violations: string[] = [];
    const start = Date.now();
    for (let i = 0; i < count && (i === 0 || Date.now() - start < budgetMs); i++) {
      const result = await runHistory(base + i, receiver);
      histories++;
      operations += result.operations;
      violations.push(...result.violations);
      if (violations.length) break;
    }
    console.log(
      `[history] ${histories} histories (seeds ${base}-${base + histories - 1}), ${operations} operations, ` +
        `${violations.length} violations, ${((Date.now() - start) / 1000).toFixed(1)} s`,
    );
    expect(violations).toEqual([]);
  });
});

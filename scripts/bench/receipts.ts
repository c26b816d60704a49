/**
 * Receipt e-mails and the /my-data link (issue 54), in process against a real Netlify Blobs server and a real SMTP
 * server (smtp-server, local-netlify/mail-catcher.mjs):
 *   1,000 leads through the contact function, the SMTP server down for BENCH_OUTAGE_MS (60 s) in the middle, 100 of
 *   them replayed with their Idempotency-Key, the scheduled sweep every BENCH_SWEEP_MS (5 s) as the scheduler would
 *   -> how many receipts arrived, how many Message-IDs came more than once, when the last one arrived;
 *   25 forged or altered tokens -> how many /my-data refused;
 *   one erasure from the link -> how many blob files still hold that address (scan of the Blobs directory).
 * The retry delays are shortened for the run (MAIL_RETRY_DELAYS_MS 2 s, 5 s; MAIL_BACKOFF_MS 5 s); the production
 * defaults are 10 s, 50 s and one minute. Exits non-zero when a figure is not the expected one.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { setEnvironmentContext } from '@netlify/blobs';
import type { Context } from '@netlify/functions';
import { fixLocalBlobsServer } from '../../local-netlify/blobs-fixes.mjs';
import { startMailCatcher } from '../../local-netlify/mail-catcher.mjs';
import contact from '../../netlify/functions/contact';
import myData from '../../netlify/functions/my-data';
import { settleMail, sweepMail } from '../../netlify/lib/mail/lead-mail';
import { manageToken } from '../../netlify/lib/data-rights/token';
import { unsubscribeToken } from '../../netlify/lib/newsletter-erase';
import { humanProof } from '../../tests/support/spam-proof';

const LEADS = Number(process.env.BENCH_LEADS) || 1000;
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS) || 60_000;
const SWEEP_MS = Number(process.env.BENCH_SWEEP_MS) || 5_000;
const REPLAYS = Math.min(100, LEADS);
const SECRET = 'receipts-bench-secret-0123456789abcdef';

fixLocalBlobsServer(BlobsServer);
const directory = await mkdtemp(join(tmpdir(), 'blobs-receipts-'));
const blobsServer = new BlobsServer({ directory, token: 'bench', port: 0 });
const { port } = await blobsServer.start();
setEnvironmentContext({
  edgeURL: `http://localhost:${port}`,
  uncachedEdgeURL: `http://localhost:${port}`,
  siteID: 'bench-site',
  token: 'bench',
});
const smtp = await startMailCatcher();
Object.assign(process.env, {
  SMTP_URL: smtp.url,
  MAIL_FROM: 'Influencerly <hello@influencerly.example>',
  NEWSLETTER_SECRET: SECRET,
  SUBMISSION_RATE_LIMIT: '0',
  URL: 'http://localhost:8888',
  MAIL_RETRY_DELAYS_MS: process.env.MAIL_RETRY_DELAYS_MS ?? '2000,5000',
  MAIL_BACKOFF_MS: process.env.MAIL_BACKOFF_MS ?? '5000',
});

const background: Promise<unknown>[] = [];
const context = (i: number) =>
  ({
    ip: `198.51.${(i >> 8) & 255}.${i & 255}`,
    geo: { country: { code: 'IN' } },
    params: {},
    waitUntil: (p: Promise<unknown>) => background.push(p),
  }) as unknown as Context;
// Each lead carries a solved proof of work, as the dialog's does (one without is held as spam and never mailed).
const submit = async (i: number) =>
  contact(
    new Request('http://localhost:8888/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${i}` },
      body: JSON.stringify({
        altcha: await humanProof(),
        name: `Prospect ${i}`,
        email: `prospect-${i}@example.com`,
        phone: '+91 98765 43210',
        company: `Company ${i}`,
        message: 'Please call me.',
        programType: 'Managed Services',
      }),
    }),
    context(i),
  );

// 1. 1,000 leads, SMTP down in the middle.
const started = Date.now();
const outage: { over: Promise<void> | null } = { over: null };
let sweeping = true;
const sweeps = (async () => {
  while (sweeping) {
    await new Promise((r) => setTimeout(r, SWEEP_MS));
    await sweepMail().catch((err: unknown) => console.error('sweep:', err));
  }
})();
const ids: string[] = [];
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < LEADS) {
      const i = next++;
      if (i === Math.floor(LEADS / 2) && !outage.over) {
        await smtp.down();
        console.log(
          `SMTP down at lead ${i} (${((Date.now() - started) / 1000).toFixed(1)} s) for ${OUTAGE_MS / 1000} s`,
        );
        outage.over = new Promise<void>((r) =>
          setTimeout(() => {
            void smtp.up().then(() => {
              console.log(`SMTP up again (${((Date.now() - started) / 1000).toFixed(1)} s)`);
              r();
            });
          }, OUTAGE_MS),
        );
      }
      const res = await submit(i);
      if (res.status !== 201) throw new Error(`lead ${i}: HTTP ${res.status}`);
      ids[i] = ((await res.json()) as { id: string }).id;
    }
  }),
);
const submittedAfter = (Date.now() - started) / 1000;
// Replays of the first leads (a client retrying): answered from the claim, no new e-mail.
for (let i = 0; i < REPLAYS; i++) if ((await submit(i)).status !== 201) throw new Error(`replay ${i} failed`);
await outage.over;
const receiptsOf = () => new Set(smtp.messages.map((m) => m.messageId)).size;
const deadline = Date.now() + 10 * 60_000;
while (receiptsOf() < LEADS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
const lastAfter = (Date.now() - started) / 1000;
await Promise.allSettled(background);
await settleMail();
sweeping = false;
await sweeps;
// A last sweep well after every back-off: nothing left to send, nothing sent twice.
await sweepMail({ now: Date.now() + 60 * 60_000 });
const perId = new Map<string, number>();
for (const m of smtp.messages) perId.set(m.messageId, (perId.get(m.messageId) ?? 0) + 1);
const twice = [...perId.values()].filter((n) => n > 1).length;
const wrongAddress = smtp.messages.filter((m) => {
  const i = /receipt\.contact\.(\S+)@/.exec(m.messageId);
  return !i || m.to !== `prospect-${ids.indexOf(i[1])}@example.com`;
}).length;

// 2. Forged and altered tokens.
const good = manageToken('contact', ids[1], SECRET);
const [kind, lead, expiry, sig] = good.split('.');
const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === '0' ? '1' : '0') + s.slice(i + 1);
const forged = [
  '',
  'nonsense',
  `${kind}.${lead}.${expiry}`,
  `launchpad.${lead}.${expiry}.${sig}`,
  `${kind}.${flip(lead, 3)}.${expiry}.${sig}`,
  `${kind}.${ids[2]}.${expiry}.${sig}`,
  `${kind}.${lead}.${flip(expiry, 9)}.${sig}`,
  `${kind}.${lead}.${String(Number(expiry) + 86_400)}.${sig}`,
  manageToken('contact', ids[1], 'another-secret-of-32-characters-or-more'),
  unsubscribeToken(ids[1], SECRET),
  `${good}0`,
  good.toUpperCase(),
  ...Array.from({ length: 13 }, (_, i) => `${kind}.${lead}.${expiry}.${flip(sig, i * 5)}`),
];
const post = (token: string, action: string) =>
  myData(
    new Request(`http://localhost:8888/my-data?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    }),
    context(7),
  );
let refused = 0;
for (const token of forged) {
  const res = await post(token, 'erase');
  if (res.status === 400 && ((await res.json()) as { state: string }).state === 'invalid') refused++;
}
const goodView = (await post(good, 'view')).status;

// 3. An erasure from the link: which blobs still hold the address?
async function filesHolding(text: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if ((await readFile(p)).includes(text)) out.push(p.slice(directory.length));
    }
  };
  await walk(directory);
  return out;
}
const address = 'prospect-1@example.com';
const before = await filesHolding(address);
const erased = await post(good, 'erase');
const after = await filesHolding(address);
const reused = await post(good, 'view');

console.log('');
console.log(`leads submitted                 ${LEADS} (+${REPLAYS} replays) in ${submittedAfter.toFixed(1)} s`);
console.log(`SMTP outage                     ${OUTAGE_MS / 1000} s in the middle`);
console.log(`receipts received               ${receiptsOf()} of ${LEADS} (last after ${lastAfter.toFixed(1)} s)`);
console.log(`receipts received twice         ${twice}`);
console.log(`receipts to the wrong address   ${wrongAddress}`);
console.log(
  `forged or altered tokens        ${refused} of ${forged.length} refused (the genuine one: HTTP ${goodView})`,
);
console.log(`blob files with the address     ${before.length} before the erasure, ${after.length} after it`);
console.log(
  `erasure / reused link           HTTP ${erased.status} / ${((await reused.json()) as { state: string }).state}`,
);

await smtp.stop();
await blobsServer.stop();
await rm(directory, { recursive: true, force: true });
const ok =
  receiptsOf() === LEADS &&
  twice === 0 &&
  wrongAddress === 0 &&
  refused === forged.length &&
  forged.length >= 20 &&
  after.length === 0;
if (!ok) {
  console.error('A figure is not the expected one.');
  process.exit(1);
}

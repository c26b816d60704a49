/**
 * `npm run schedule -- <name>`: runs one scheduled function (e.g. lead-retention, lead-index-repair-daily,
 * lead-webhook-retry, newsletter-retention) once, the way Netlify's scheduler calls it, against the local Blobs of
 * `npm start` (.netlify/blobs-serve/, or BLOBS_DIRECTORY), and prints its status and body. No URL runs a scheduled
 * function (they answer 404 to anyone but the scheduler), so this is the way for a developer to trigger one.
 * It uses the files directly: a running `npm start` sees the result at once.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './env.mjs';
import { FunctionRunner } from './functions.mjs';
import { startLocalBlobs } from './blobs.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the named scheduled function once; resolves { status, body }.
 * @param {string} name
 * @param {{ projectRoot?: string, blobsDirectory?: string }} [options]
 */
export async function runSchedule(name, { projectRoot = root, blobsDirectory = undefined } = {}) {
  loadDotEnv(join(projectRoot, '.env'));
  const blobs = await startLocalBlobs({
    directory: blobsDirectory ?? process.env.BLOBS_DIRECTORY ?? join(projectRoot, '.netlify', 'blobs-serve'),
  });
  const runner = new FunctionRunner({ projectRoot });
  try {
    await runner.load();
    const res = await runner.runScheduled(name);
    return { status: res.status, body: await res.text() };
  } finally {
    await runner.close();
    await blobs.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run schedule -- <scheduled function name>, e.g. npm run schedule -- lead-retention');
    process.exit(2);
  }
  try {
    const { status, body } = await runSchedule(name);
    console.log(`${name}: ${status}${body ? ` ${body}` : ''}`);
    process.exit(status < 400 ? 0 : 1);
  } catch (err) {
    console.error(err?.expected ? err.message : err);
    process.exit(1);
  }
}

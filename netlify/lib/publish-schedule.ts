/**
 * Scheduled publishing, run side (issue 34). The build leaves out stories and posts whose `publishAt` is still to
 * come and lists them in /publish-schedule.json (src/integrations/schedule-manifest.ts: build time, and for each
 * entry a key that names no entry and its publishAt). Every 15 minutes netlify/functions/publish-scheduled.ts runs
 * `runSchedule`: it reads that file from the deployed site, and when an entry listed there is due it POSTs once to
 * the Netlify build hook (BUILD_HOOK_URL); the rebuild publishes the entry and drops it from the file.
 *
 * At most one rebuild per due entry: before calling the hook, each due entry is claimed in Blobs with a write-once
 * record (onlyIfNew) keyed by entry and publishAt. A later run (the old build still live while the new one builds)
 * finds the claim and calls nothing. When the hook call fails, the claims are marked failed (onlyIfMatch), and the
 * next run claims them again (onlyIfMatch) and retries. Moving an entry to another time gives it a new key.
 */
import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { blobs } from './blobs';

export { SCHEDULE_STORE } from '../../src/lib/blobs/stores';
export const MANIFEST_PATH = '/publish-schedule.json';
const LOG = '[publish-scheduled]';

const manifestSchema = z.object({
  builtAt: z.iso.datetime({ offset: true }),
  scheduled: z.array(
    z.object({ key: z.string().regex(/^[0-9a-f]{16}$/), publishAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

interface ClaimRecord {
  status: 'pending' | 'triggered' | 'failed';
  publishAt: string;
  builtAt: string;
  claimedAt: string;
  triggeredAt?: string;
  error?: string;
}

export type ScheduleOutcome =
  | { action: 'disabled' }
  | { action: 'manifest-unavailable'; reason: string }
  | { action: 'nothing-due'; scheduled: number; next?: string }
  | { action: 'already-triggered'; due: number }
  | { action: 'triggered'; entries: number; status: number }
  | { action: 'hook-failed'; entries: number; reason: string };

export interface ScheduleDeps {
  /** The Netlify build hook; without it the run does nothing. */
  hookUrl: string | undefined;
  /** Where the deployed site is (Netlify's URL); the manifest is read from it. */
  siteUrl: string | undefined;
  now: Date;
  store: Store;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

const claimKey = (e: Manifest['scheduled'][number]) => `triggered/${e.key}@${e.publishAt}`;

/** Reads and checks the deployed build's manifest. */
async function readManifest(siteUrl: string, doFetch: typeof fetch): Promise<Manifest | string> {
  let res: Response;
  try {
    res = await doFetch(new URL(MANIFEST_PATH, siteUrl), {
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    return `could not reach ${MANIFEST_PATH} (${err instanceof Error ? err.message : String(err)})`;
  }
  if (!res.ok) return `${MANIFEST_PATH} answered ${res.status}`;
  const parsed = manifestSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : `${MANIFEST_PATH} is not a schedule manifest`;
}

/** Claims a due entry: true when this run may trigger for it (a new claim, or a failed one taken over). */
async function claim(store: Store, entry: Manifest['scheduled'][number], builtAt: string, now: Date) {
  const key = claimKey(entry);
  const record: ClaimRecord = { status: 'pending', publishAt: entry.publishAt, builtAt, claimedAt: now.toISOString() };
  const created = await blobs(() => store.setJSON(key, record, { onlyIfNew: true }));
  if (created.modified) return { key, etag: created.etag, record };
  const existing = await blobs(() => store.getWithMetadata(key, { type: 'json' }));
  if (!existing || (existing.data as ClaimRecord).status !== 'failed' || !existing.etag) return null;
  const retaken = await blobs(() => store.setJSON(key, record, { onlyIfMatch: existing.etag }));
  return retaken.modified ? { key, etag: retaken.etag, record } : null;
}

export async function runSchedule(deps: ScheduleDeps): Promise<ScheduleOutcome> {
  const log = deps.log ?? ((line: string) => console.log(line));
  const doFetch = deps.fetch ?? fetch;
  if (!deps.hookUrl) {
    log(`${LOG} BUILD_HOOK_URL is not set: nothing triggered. Scheduled entries go live with the next deploy.`);
    return { action: 'disabled' };
  }
  if (!deps.siteUrl) {
    log(`${LOG} the site's URL is not known (URL is not set): cannot read ${MANIFEST_PATH}; nothing triggered.`);
    return { action: 'manifest-unavailable', reason: 'URL not set' };
  }
  const manifest = await readManifest(deps.siteUrl, doFetch);
  if (typeof manifest === 'string') {
    log(`${LOG} ${manifest}; nothing triggered.`);
    return { action: 'manifest-unavailable', reason: manifest };
  }
  const now = deps.now.getTime();
  const due = manifest.scheduled.filter((e) => Date.parse(e.publishAt) <= now);
  if (!due.length) {
    const next = manifest.scheduled[0]?.publishAt;
    log(
      `${LOG} nothing due: ${manifest.scheduled.length} scheduled entr${manifest.scheduled.length === 1 ? 'y' : 'ies'} in the build of ${manifest.builtAt}` +
        (next ? `, the next at ${next}` : ''),
    );
    return { action: 'nothing-due', scheduled: manifest.scheduled.length, ...(next ? { next } : {}) };
  }
  const claims = (await Promise.all(due.map((e) => claim(deps.store, e, manifest.builtAt, deps.now)))).filter(
    (c) => c !== null,
  );
  if (!claims.length) {
    log(
      `${LOG} ${due.length} due entr${due.length === 1 ? 'y has' : 'ies have'} already triggered a rebuild; waiting for it to deploy.`,
    );
    return { action: 'already-triggered', due: due.length };
  }
  const mark = (status: ClaimRecord['status'], extra: Partial<ClaimRecord>) =>
    Promise.all(
      claims.map((c) =>
        blobs(() =>
          deps.store.setJSON(c.key, { ...c.record, status, ...extra }, c.etag ? { onlyIfMatch: c.etag } : {}),
        ),
      ),
    );
  const keys = claims.map((c) => c.key.slice('triggered/'.length)).join(', ');
  let status = 0;
  try {
    // Netlify build hooks take an empty POST; trigger_title labels the deploy in the Netlify UI.
    const hook = new URL(deps.hookUrl);
    hook.searchParams.set(
      'trigger_title',
      `Scheduled publishing: ${claims.length} entr${claims.length === 1 ? 'y' : 'ies'} due`,
    );
    const res = await doFetch(hook, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    status = res.status;
    if (!res.ok) throw new Error(`the build hook answered ${res.status}`);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await mark('failed', { error: reason });
    log(
      `${LOG} rebuild NOT triggered for ${claims.length} due entr${claims.length === 1 ? 'y' : 'ies'} (${keys}): ${reason}; the next run retries.`,
    );
    return { action: 'hook-failed', entries: claims.length, reason };
  }
  await mark('triggered', { triggeredAt: new Date().toISOString() });
  log(
    `${LOG} triggered one rebuild for ${claims.length} due entr${claims.length === 1 ? 'y' : 'ies'} (${keys}), built ${manifest.builtAt}.`,
  );
  return { action: 'triggered', entries: claims.length, status };
}

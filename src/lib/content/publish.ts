/**
 * Drafts and scheduled publishing (issue 34), shared by stories and blog posts. Pure; plain Node can load it.
 *
 * - `draft` (default false) and `publishAt` (optional, an ISO 8601 date-time WITH a time zone) are the two
 *   frontmatter fields; `publishFields` adds them to a collection schema.
 * - `isPublished(data, now)` is the one rule: not a draft, and no `publishAt` after `now`. The build reads entries
 *   only through the collection getters (src/lib/blog/collection.ts, src/lib/customer-stories/collection.ts) and the route
 *   list (src/config/routes.ts), which apply it with the build's clock (`publishNow()`); every page, list, filter,
 *   chain, feed, sitemap entry, search record, social card and JSON-LD block is made from what they return.
 * - `scheduledEntries` is what the build writes to dist/publish-schedule.json for the scheduled rebuild function.
 *
 * YAML turns an unquoted `2026-12-01T09:00:00+05:30` into a Date (Astro's frontmatter parser), so the schema
 * cannot see whether the text had a zone; `publishAtProblems` checks the raw text of the files (the checked
 * loader runs it, naming the file and the field).
 */
import { createHash } from 'node:crypto';
import { z } from 'astro/zod';
import { fill } from '../copy/placeholders';

export const PUBLISH_AT_EXAMPLE = '2026-12-01T09:00:00+05:30';
const zoneMessage = (field: string, file?: string) =>
  `${file ? `${file}: ` : ''}${field} must be a date and time with its time zone, such as ${PUBLISH_AT_EXAMPLE} (9:00 in India) or 2026-12-01T03:30:00Z`;

/** An ISO 8601 date-time with seconds and an offset (`Z` or `±hh:mm`), as the CMS writes it. */
export const zonedDateTime = (field = 'publishAt') => z.iso.datetime({ offset: true, error: zoneMessage(field) });

/**
 * The two fields. `publishAt` accepts the text (checked for its zone here) or the Date YAML already made of it
 * (checked on the raw text by `publishAtProblems`), and always gives a Date. Marked `kind: 'zoned-datetime'` so
 * the CMS generator shows a date-and-time picker in the editor's zone that stores the offset.
 */
export const publishFields = {
  draft: z.boolean({ error: 'draft must be true or false' }).default(false),
  publishAt: z
    .union([z.date(), zonedDateTime('publishAt')], { error: zoneMessage('publishAt') })
    .meta({ kind: 'zoned-datetime' })
    .transform((v) => (v instanceof Date ? v : new Date(v)))
    .optional(),
};

export interface PublishData {
  draft?: boolean | undefined;
  publishAt?: Date | string | undefined;
}

export type PublishState = 'published' | 'draft' | 'scheduled';

const timeOf = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/** Where an entry stands at `now`: a draft stays a draft whatever its date. */
export function publishState(data: PublishData, now: Date): PublishState {
  if (data.draft === true) return 'draft';
  if (data.publishAt !== undefined && timeOf(data.publishAt) > now.getTime()) return 'scheduled';
  return 'published';
}

/** The rule: visible to visitors and crawlers at `now`. */
export const isPublished = (data: PublishData, now: Date): boolean => publishState(data, now) === 'published';

/**
 * The clock the build decides with. The content integration (src/integrations/schedule-manifest.ts) sets
 * PUBLISH_NOW once when the build starts, so every page and the manifest use the same instant; a test may set it.
 */
export function publishNow(env: Record<string, string | undefined> = process.env): Date {
  const fixed = env.PUBLISH_NOW;
  if (fixed) {
    const t = Date.parse(fixed);
    if (Number.isNaN(t)) throw new Error(`PUBLISH_NOW must be an ISO date-time (got "${fixed}")`);
    return new Date(t);
  }
  return new Date();
}

/**
 * True under `astro dev` only: the getters then also return drafts and scheduled entries, which their page marks
 * with a banner. The content integration sets it for `dev` and clears it for `build` (not import.meta.env.DEV,
 * which follows NODE_ENV and so could be true in a build started from a test runner).
 */
export const previewsUnpublished = (env: Record<string, string | undefined> = process.env): boolean =>
  env.PUBLISH_PREVIEW === '1';

/** Raw frontmatter (as the `yaml` package reads it: date-times stay text) → problems naming file and field. */
export function publishAtProblems(files: readonly { filePath: string; data: Record<string, unknown> }[]): string[] {
  const problems: string[] = [];
  for (const f of files) {
    const raw = f.data.publishAt;
    if (raw === undefined || raw === null) continue;
    const text = raw instanceof Date ? raw.toISOString() : typeof raw === 'string' ? raw : JSON.stringify(raw);
    if (!zonedDateTime().safeParse(text).success) problems.push(zoneMessage('publishAt', f.filePath));
  }
  return problems;
}

/**
 * One entry the build left out because its time has not come. The manifest is served with the site, so it names
 * no entry: `key` is a hash of the collection and file name (a visitor cannot read an unannounced title from it).
 */
export interface ScheduledEntry {
  key: string;
  publishAt: string;
}

export interface ScheduleManifest {
  /** When the build decided what is published (ISO, UTC). */
  builtAt: string;
  scheduled: ScheduledEntry[];
}

/** The key of an entry in the manifest: the first 16 hex digits of sha256("collection/id"). */
export const scheduleKey = (collection: string, id: string): string =>
  createHash('sha256').update(`${collection}/${id}`).digest('hex').slice(0, 16);

/** Entries scheduled (not drafts) after `now`, soonest first. */
export function scheduledEntries(
  collections: readonly { collection: string; entries: readonly { id: string; data: PublishData }[] }[],
  now: Date,
): ScheduledEntry[] {
  return collections
    .flatMap(({ collection, entries }) =>
      entries
        .filter((e) => publishState(e.data, now) === 'scheduled')
        .map((e) => ({
          key: scheduleKey(collection, e.id),
          publishAt: new Date(timeOf(e.data.publishAt!)).toISOString(),
        })),
    )
    .sort((a, b) => a.publishAt.localeCompare(b.publishAt) || a.key.localeCompare(b.key));
}

/** The preview banner's words for an entry, or null when it is published (`copy` is the ui collection's `preview`). */
export function previewBanner(
  data: PublishData,
  now: Date,
  copy: { draft: string; scheduled: string },
  timeZone?: string,
): { state: Exclude<PublishState, 'published'>; text: string } | null {
  const state = publishState(data, now);
  if (state === 'published') return null;
  if (state === 'draft') return { state, text: copy.draft };
  const date = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(timeOf(data.publishAt!)));
  const zone =
    new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short', ...(timeZone ? { timeZone } : {}) })
      .formatToParts(new Date(timeOf(data.publishAt!)))
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  return { state, text: fill(copy.scheduled, { date: zone ? `${date} (${zone})` : date }) };
}

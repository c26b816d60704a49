/**
 * Scheduled publishing, build side (issue 34). When a build starts it fixes the clock every page decides with
 * (PUBLISH_NOW, read by src/lib/content/publish.ts `publishNow`), so the pages and the manifest agree; under
 * `astro dev` only it sets PUBLISH_PREVIEW, so drafts and scheduled entries are previewed with a banner. When it is
 * done it writes dist/publish-schedule.json: the build time and every story and post left out because its `publishAt`
 * is still to come. The scheduled function (netlify/functions/publish-scheduled.ts) reads that file from the
 * deployed site and triggers a rebuild once one of them is due. Drafts are not listed: nothing publishes them
 * but an edit.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectionFiles } from '../lib/content/files';
import { publishNow, scheduledEntries, type ScheduleManifest } from '../lib/content/publish';

/** The file the build writes and the function reads (served at /publish-schedule.json). */
export const SCHEDULE_FILE = 'publish-schedule.json';

/** The collections that have drafts and scheduled entries. */
export const SCHEDULED_COLLECTIONS = ['customerStories', 'blog'] as const;

export function scheduleManifest(root: string, now: Date): ScheduleManifest {
  return {
    builtAt: now.toISOString(),
    scheduled: scheduledEntries(
      SCHEDULED_COLLECTIONS.map((name) => ({
        collection: name,
        entries: collectionFiles(name, root),
      })),
      now,
    ),
  };
}

export default function scheduleManifestIntegration(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'schedule-manifest',
    hooks: {
      'astro:config:setup': ({ command, config }) => {
        root = fileURLToPath(config.root);
        // `astro dev` previews drafts and scheduled entries (with a banner); nothing else ever does.
        if (command === 'dev') process.env.PUBLISH_PREVIEW = '1';
        else delete process.env.PUBLISH_PREVIEW;
        if (command === 'build' && !process.env.PUBLISH_NOW) process.env.PUBLISH_NOW = new Date().toISOString();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const manifest = scheduleManifest(root, publishNow());
        await writeFile(join(fileURLToPath(dir), SCHEDULE_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
        const next = manifest.scheduled[0];
        const count = manifest.scheduled.length;
        logger.info(
          `${count} scheduled entr${count === 1 ? 'y' : 'ies'} in dist/${SCHEDULE_FILE}` +
            (next ? `; the next is due at ${next.publishAt}` : ''),
        );
      },
    },
  };
}

/**
 * The content sync's cross-entry checks for collections with drafts and scheduled entries: `publishAt` must carry
 * its zone in the file's text (publish.ts explains why the schema cannot see it), and the collection's own rules
 * (one featured entry, the story chain) run over the entries published at the build's clock, so a draft may be
 * featured or linked without breaking the build.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { parseMdx } from './files';
import { isPublished, publishAtProblems, publishNow, type PublishData } from './publish';
import type { CrossCheck, LoadedEntry } from './schemas';

/** The frontmatter as text values (YAML 1.2: date-times stay strings); none when the file cannot be read. */
function rawData(entry: LoadedEntry, root: string): { filePath: string; data: Record<string, unknown> } | null {
  if (!entry.filePath) return null;
  try {
    const full = isAbsolute(entry.filePath) ? entry.filePath : join(root, entry.filePath);
    return { filePath: entry.filePath, data: parseMdx(readFileSync(full, 'utf8'), entry.filePath).data };
  } catch {
    return null;
  }
}

export function withPublishRules(
  check: CrossCheck,
  published: (entries: LoadedEntry[], now: Date) => LoadedEntry[] = (entries, now) =>
    entries.filter((e) => isPublished(e.data as PublishData, now)),
  root = process.cwd(),
): CrossCheck {
  return (entries) => {
    const zone = publishAtProblems(entries.map((e) => rawData(e, root)).filter((f) => f !== null));
    const own = check(published(entries, publishNow()));
    return { problems: [...zone, ...own.problems], ...(own.notes ? { notes: own.notes } : {}) };
  };
}

/**
 * Reads a collection's files from disk the way the build's glob loader finds them (Node only; tests, scripts and
 * the CMS generator use it). id = path inside the folder without the extension, as Astro names entries.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { collectionDefs, type CollectionName } from './schemas';
import { FACTS_FILE, factValues, fillFacts, parseFacts } from '../facts/facts';

export interface ContentFile {
  id: string;
  /** Relative to the project root, e.g. content-collections/blog/x.mdx. */
  filePath: string;
  data: Record<string, unknown>;
  /** The MDX body (empty for YAML). */
  body: string;
}

/** `*` matches within one path segment; everything else is literal. */
export function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** Every file under `dir`, recursively (none when it does not exist). */
export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Splits an MDX file into its YAML frontmatter and body; throws with the file named when there is none. */
export function parseMdx(src: string, filePath: string): { data: Record<string, unknown>; body: string } {
  const m = src.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!m) throw new Error(`${filePath}: no frontmatter (the file must start with a --- line)`);
  return { data: (parse(m[1]) ?? {}) as Record<string, unknown>, body: m[2] };
}

/**
 * The collection's files with their fact placeholders filled, as the build loads them (src/lib/facts/loader.ts);
 * `raw: true` gives the data as written (the content check reads that).
 */
export function collectionFiles(
  name: CollectionName,
  root = process.cwd(),
  opts: { raw?: boolean } = {},
): ContentFile[] {
  const d = collectionDefs[name];
  const factsFile = join(root, FACTS_FILE);
  const values =
    opts.raw || !existsSync(factsFile) ? undefined : factValues(parseFacts(readFileSync(factsFile, 'utf8')));
  const fill = (data: Record<string, unknown>) => (values ? fillFacts(data, values) : data);
  const base = join(root, d.folder);
  const re = globToRegExp(d.pattern);
  return walk(base)
    .map((full) => relative(base, full).split('\\').join('/'))
    .filter((rel) => re.test(rel))
    .sort()
    .map((rel) => {
      const filePath = `${d.folder}/${rel}`;
      const src = readFileSync(join(base, rel), 'utf8');
      const id = rel.replace(/\.(mdx|md|ya?ml)$/, '');
      if (d.format === 'mdx') {
        const { data, body } = parseMdx(src, filePath);
        return { id, filePath, data: fill(data), body };
      }
      return { id, filePath, data: fill((parse(src) ?? {}) as Record<string, unknown>), body: '' };
    });
}

/** Reads the real MDX files (frontmatter + body) so unit tests check the content marketers edit. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export interface ContentFile {
  id: string;
  filePath: string;
  data: Record<string, unknown>;
  body: string;
}

export function readMdx(dir: string): ContentFile[] {
  const base = join(process.cwd(), 'content-collections', dir);
  return readdirSync(base)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => {
      const src = readFileSync(join(base, f), 'utf8');
      const m = src.match(/^---\n([\s\S]*?)\n---\n?([\s\S]*)$/);
      if (!m) throw new Error(`${f}: no frontmatter`);
      return { id: f.replace(/\.mdx$/, ''), filePath: `content-collections/${dir}/${f}`, data: parse(m[1]!) as Record<string, unknown>, body: m[2]! };
    });
}

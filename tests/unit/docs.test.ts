/**
 * The documentation stays true to the code (issue 31 items 5 and 10): every file or folder of this repository that a
 * document names in `code` exists, and the legal pages' dates in docs/decisions/legal-pages.md are the dates the
 * pages show. The decisions are a record (issue 33): one file per decision in docs/decisions/, each with a title, a
 * Status line and the sections Context, Decision and Consequences, all listed in docs/decisions/README.md. Every
 * relative Markdown link leads to a file and, with an anchor, to a heading of it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatLongDate } from '~/lib/dates-and-numbers';

const root = join(import.meta.dirname, '..', '..');

/** Every document a developer or a marketer reads. */
function documents(): string[] {
  const readmes = readdirSync(join(root, 'content-collections'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('README.md'))
    .map((f) => `content-collections/${f}`);
  const docs = readdirSync(join(root, 'docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f.split(sep).join('/')}`);
  return ['README.md', '.env.example', ...docs, ...readmes];
}

const FILE = /\.(ts|tsx|mjs|cjs|js|astro|md|mdx|ya?ml|json|css|toml|svg|png|webp|woff2|sh|html)$/;
const TOP_DIRS = /^(src|tests|scripts|content-collections|netlify|docs|public|\.ci)\//;
/** Written by a build or a run, not kept in the repository. */
const GENERATED = /^(dist|\.netlify|test-results|\.budgets|node_modules|\.astro)\//;
/** Where a document's short paths are relative to (`lib/lead/schema.ts` is `src/lib/lead/schema.ts`). */
const BASES = ['', 'src/', 'src/lib/', 'src/components/', 'src/pages/', 'netlify/', 'content-collections/', 'tests/'];
/** Beside the checkout, not in the repository (the team's shared specification and design; CI's clone may lack it). */
const OUTSIDE = /^\.\.\/shared\//;
/** Named on purpose although they do not exist: examples a how-to asks the reader to create. */
const EXAMPLES = new Set(['../../src/assets/customer-stories/new-brand-logo.svg']);

/** The repository paths a text names in backticks: a file with an extension, or a top-level folder ending in /. */
function namedPaths(text: string): { path: string; line: number }[] {
  return [...text.matchAll(/`([^`\s]+)`/g)].flatMap((m) => {
    const path = m[1].replace(/[.,:;)]+$/, '').replace(/[#?].*$/, '');
    const looksLikePath = /^(\.\.?\/)*[\w.@[\]-]+(\/[\w.@[\]-]+)*\/?$/.test(path) && path.includes('/');
    if (!looksLikePath || path.startsWith('@') || GENERATED.test(path) || OUTSIDE.test(path) || EXAMPLES.has(path))
      return [];
    if (!FILE.test(path) && !(path.endsWith('/') && TOP_DIRS.test(path))) return [];
    return [{ path, line: text.slice(0, m.index).split('\n').length }];
  });
}

function exists(doc: string, path: string): boolean {
  const bases = [...BASES, `${dirname(doc)}/`];
  return bases.some((base) => existsSync(join(root, normalize(`${base}${path}`))));
}

describe('paths named in the documentation', () => {
  it('finds paths the way a reader would', () => {
    expect(
      namedPaths('see `src/lib/fetch.ts`, `lib/lead/schema.ts` and `@netlify/dev`, `x.com/a`').map((p) => p.path),
    ).toEqual(['src/lib/fetch.ts', 'lib/lead/schema.ts']);
    expect(namedPaths('`dist/_headers` `tests/e2e/` `plans/`').map((p) => p.path)).toEqual(['tests/e2e/']);
    expect(exists('docs/architecture.md', 'src/lib/fetch.ts')).toBe(false);
    expect(exists('docs/architecture.md', 'lib/lead/schema.ts')).toBe(true);
    expect(exists('docs/decisions/fonts.md', 'README.md')).toBe(true);
  });

  it('every file or folder a document names exists', () => {
    const docs = documents();
    expect(docs.length).toBeGreaterThan(5);
    expect(docs, 'the decision records are read too').toContain('docs/decisions/README.md');
    const missing = docs.flatMap((doc) =>
      namedPaths(readFileSync(join(root, doc), 'utf8'))
        .filter(({ path }) => !exists(doc, path))
        .map(({ path, line }) => `${doc}:${line}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown document's headings. */
function anchorsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));
}

/**
 * The relative Markdown links of `doc` that lead nowhere: a missing file, or a heading anchor (`x.md#anchor`,
 * `#anchor`) the target document does not have. Links to other sites are not followed.
 */
function brokenLinks(doc: string, text: string, read: (path: string) => string | null): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].flatMap((m) => {
    const target = m[1];
    if (/^[a-z][a-z+.-]*:/i.test(target)) return [];
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const path = file
      ? normalize(join(dirname(doc), file))
          .split(sep)
          .join('/')
      : doc;
    const content = read(path);
    if (content === null) return [`${doc}: ${target} (no such file)`];
    if (anchor && path.endsWith('.md') && !anchorsOf(content).has(anchor))
      return [`${doc}: ${target} (no such heading)`];
    return [];
  });
}

/** A repository file's text ('' for a folder), or null when there is none. */
function readRepo(path: string): string | null {
  const full = join(root, path);
  if (!existsSync(full)) return null;
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return '';
  }
}

describe('links in the documentation', () => {
  it('finds a link to a missing file or heading, and follows neither other sites nor code blocks', () => {
    const files: Record<string, string> = { 'docs/a.md': '# Side by side\n\n## Why TBT is not 0\n', 'docs/b.md': '' };
    const read = (path: string) => files[path] ?? null;
    const text = [
      '[ok](a.md) [ok](a.md#side-by-side) [ok](./a.md#why-tbt-is-not-0) [ok](#own) [site](https://example.com/x.md)',
      '[gone](measurements.md) [gone](a.md#elements-at-load)',
      '```md\n[in code](nowhere.md)\n```',
      '`superseded by\n[other](other.md)`',
      '## Own',
    ].join('\n');
    expect(brokenLinks('docs/b.md', text, (p) => (p === 'docs/b.md' ? text : read(p)))).toEqual([
      'docs/b.md: measurements.md (no such file)',
      'docs/b.md: a.md#elements-at-load (no such heading)',
    ]);
  });

  it('every relative link in a document leads to a file, and to a heading that exists', () => {
    const broken = documents()
      .filter((doc) => doc.endsWith('.md'))
      .flatMap((doc) => brokenLinks(doc, readFileSync(join(root, doc), 'utf8'), readRepo));
    expect(broken).toEqual([]);
  });
});

describe('the legal pages are dated as the decisions say', () => {
  const frontmatter = (file: string) =>
    parse(readFileSync(join(root, 'content-collections/legal', file), 'utf8').split('---')[1]) as {
      lastUpdated: string | Date;
    };
  const shown = (file: string) => formatLongDate(new Date(frontmatter(file).lastUpdated));
  const decisions = readFileSync(join(root, 'docs/decisions/legal-pages.md'), 'utf8').replace(/\s+/g, ' ');

  it('docs/decisions/legal-pages.md gives the dates the terms and the privacy policy show', () => {
    const bullet =
      /\*\*Legal pages\*\*.*?the terms are dated (\w+ \d+, \d{4}).*?the privacy policy (\w+ \d+, \d{4})/.exec(
        decisions,
      );
    expect(bullet, 'the "Legal pages" decision names both dates').not.toBeNull();
    expect({ terms: bullet![1], privacy: bullet![2] }).toEqual({
      terms: shown('terms.mdx'),
      privacy: shown('privacy.mdx'),
    });
  });

  it('the terms keep the specification’s date', () => {
    expect(shown('terms.mdx')).toBe('April 24, 2025');
  });
});

const DECISIONS = 'docs/decisions';
const INDEX = 'README.md';

/** What is wrong with one decision record (empty when it follows the template). */
function recordProblems(name: string, text: string, existing: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0] ?? '')) problems.push(`${name}: the first line is not a "# Title"`);
  const status = lines.find((line) => line.startsWith('Status:'));
  const superseded = status && /^Status: superseded by \[[^\]]+\]\(([\w.-]+\.md)\)/.exec(status);
  if (!status || !(/^Status: accepted \(\d{4}-\d{2}-\d{2}\)\s*$/.test(status) || superseded))
    problems.push(`${name}: no "Status: accepted (YYYY-MM-DD)" or "Status: superseded by [x](x.md)" line`);
  if (superseded && !existing.has(superseded[1]))
    problems.push(`${name}: superseded by ${superseded[1]}, which does not exist`);
  let last = -1;
  for (const section of ['Context', 'Decision', 'Consequences']) {
    const at = lines.indexOf(`## ${section}`);
    if (at === -1) problems.push(`${name}: no "## ${section}" section`);
    else if (at < last) problems.push(`${name}: "## ${section}" is out of order`);
    else last = at;
  }
  return problems;
}

/** The record files an index links (`](x.md)`, ignoring links that leave the folder). */
function indexedFiles(index: string): string[] {
  return [...index.matchAll(/\]\(([\w.-]+\.md)\)/g)].map((m) => m[1]);
}

describe('decision records (docs/decisions/)', () => {
  const files = readdirSync(join(root, DECISIONS)).filter((f) => f.endsWith('.md') && f !== INDEX);
  const existing = new Set(files);
  const index = readFileSync(join(root, DECISIONS, INDEX), 'utf8');

  it('holds the decisions, one file each', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(existsSync(join(root, 'docs/decisions.md')), 'the old diary is gone').toBe(false);
  });

  it('finds a record that breaks the template', () => {
    const good = '# T\n\nStatus: accepted (2026-11-26)\n\n## Context\n\n## Decision\n\n## Consequences\n';
    expect(recordProblems('a.md', good, existing)).toEqual([]);
    expect(recordProblems('a.md', good.replace('# T', 'T'), existing)).toHaveLength(1);
    expect(recordProblems('a.md', good.replace('accepted (2026-11-26)', 'accepted'), existing)).toHaveLength(1);
    expect(recordProblems('a.md', good.replace('## Decision\n', ''), existing)).toHaveLength(1);
    const superseded = good.replace('accepted (2026-11-26)', 'superseded by [b](b.md)');
    expect(recordProblems('a.md', superseded, new Set(['b.md']))).toEqual([]);
    expect(recordProblems('a.md', superseded, new Set())).toHaveLength(1);
    expect(indexedFiles('- [A](a.md)\n- [B](b.md) (superseded)\n[m](../measurements.md)')).toEqual(['a.md', 'b.md']);
  });

  it('every record has a title, a Status line and Context, Decision and Consequences', () => {
    const problems = files.flatMap((f) => recordProblems(f, readFileSync(join(root, DECISIONS, f), 'utf8'), existing));
    expect(problems).toEqual([]);
  });

  it('the index links every record, and only records that exist', () => {
    const linked = indexedFiles(index);
    expect(
      files.filter((f) => !linked.includes(f)),
      'records missing from docs/decisions/README.md',
    ).toEqual([]);
    expect(
      linked.filter((f) => !existing.has(f)),
      'index lines naming no file',
    ).toEqual([]);
    expect(
      linked.filter((f, i) => linked.indexOf(f) !== i),
      'records listed twice',
    ).toEqual([]);
  });
});

/**
 * The documentation stays true to the code (issue 31 items 5 and 10): every file or folder of this repository that a
 * document names in `code` exists, and the legal pages' dates in docs/decisions.md are the dates the pages show.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatLongDate } from '~/lib/format';

const root = join(import.meta.dirname, '..', '..');

/** Every document a developer or a marketer reads. */
function documents(): string[] {
  const readmes = readdirSync(join(root, 'content-collections'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('README.md'))
    .map((f) => `content-collections/${f}`);
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
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
const EXAMPLES = new Set(['../../src/assets/case-studies/new-brand-logo.svg']);

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
    expect(exists('docs/decisions.md', 'src/lib/fetch.ts')).toBe(false);
    expect(exists('docs/decisions.md', 'lib/lead/schema.ts')).toBe(true);
  });

  it('every file or folder a document names exists', () => {
    const docs = documents();
    expect(docs.length).toBeGreaterThan(5);
    const missing = docs.flatMap((doc) =>
      namedPaths(readFileSync(join(root, doc), 'utf8'))
        .filter(({ path }) => !exists(doc, path))
        .map(({ path, line }) => `${doc}:${line}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the legal pages are dated as the decisions say', () => {
  const frontmatter = (file: string) =>
    parse(readFileSync(join(root, 'content-collections/legal', file), 'utf8').split('---')[1]) as {
      lastUpdated: string | Date;
    };
  const shown = (file: string) => formatLongDate(new Date(frontmatter(file).lastUpdated));
  const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8').replace(/\s+/g, ' ');

  it('docs/decisions.md gives the dates the terms and the privacy policy show', () => {
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

import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { caseStudySchema, INDUSTRIES } from '~/lib/case-studies/schema';
import { assertCaseStudyLinks, caseStudyProblems, nextChain, type StoryRef } from '~/lib/case-studies/links';
import { CASE_STUDY_SLUGS } from '~/config/routes';
import { readMdx } from './content-files';

// The build passes Astro's image() here; a string stands in for it.
const schema = caseStudySchema(z.string());
const files = readMdx('case-studies');
const chumbak = files.find((f) => f.id === 'chumbak')!;

function issues(data: Record<string, unknown>) {
  const r = schema.safeParse(data);
  expect(r.success).toBe(false);
  return r.error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('case-study schema (the one content.config.ts uses)', () => {
  it('accepts every story file', () => {
    expect(files.map((f) => f.id).sort()).toEqual([...CASE_STUDY_SLUGS].sort());
    for (const f of files) {
      const r = schema.safeParse(f.data);
      expect(r.success, `${f.filePath}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
    }
  });

  it('names a missing field', () => {
    const { heroTitle: _, ...rest } = chumbak.data;
    expect(issues(rest)).toEqual([{ path: 'heroTitle', message: 'heroTitle is required (text)' }]);
  });

  it('requires exactly four results', () => {
    const results = (chumbak.data.results as unknown[]).slice(0, 3);
    expect(issues({ ...chumbak.data, results })).toEqual([{ path: 'results', message: 'results must list exactly four result cards' }]);
    const five = [...(chumbak.data.results as unknown[]), { title: 'x', description: 'y' }];
    expect(issues({ ...chumbak.data, results: five })[0]!.path).toBe('results');
  });

  it('requires testimonial (a quote or null) and nextCaseStudy', () => {
    const { testimonial: _t, nextCaseStudy: _n, ...rest } = chumbak.data;
    const found = issues(rest);
    expect(found).toContainEqual({ path: 'testimonial', message: 'testimonial is required: write the quote, or `testimonial: null`' });
    expect(found).toContainEqual({ path: 'nextCaseStudy', message: 'nextCaseStudy is required: the slug (file name) of the story to link next' });
  });

  it('rejects unknown fields (typos), unknown industries and a website that is not a URL', () => {
    const found = issues({ ...chumbak.data, heroTitel: 'typo', industry: 'Cars', website: 'chumbak.com' });
    expect(found.map((i) => i.path)).toEqual(expect.arrayContaining(['industry', 'website', '']));
    expect(found.find((i) => i.path === 'industry')!.message).toContain(INDUSTRIES[0]);
    expect(JSON.stringify(found)).toContain('heroTitel');
  });

  it('defaults isDofollow to false and featured to false', () => {
    const r = schema.parse(chumbak.data);
    expect(r.isDofollow).toBe(false);
    expect(r.featured).toBe(false);
  });
});

describe('cross-file checks (run by getStaticPaths)', () => {
  const refs: StoryRef[] = files.map((f) => ({ id: f.id, filePath: f.filePath, body: f.body, data: schema.parse(f.data) }));

  it('the real stories are consistent', () => {
    expect(caseStudyProblems(refs)).toEqual([]);
    expect(() => assertCaseStudyLinks(refs)).not.toThrow();
  });

  it('a nextCaseStudy that does not exist fails with the file and field named', () => {
    const broken = refs.map((r) => (r.id === 'emami' ? { ...r, data: { ...r.data, nextCaseStudy: 'phy-lyfe' } } : r));
    expect(() => assertCaseStudyLinks(broken)).toThrow(/content-collections\/case-studies\/emami\.mdx: nextCaseStudy "phy-lyfe" is not an existing case study/);
  });

  it('a story pointing at itself, missing sections, two featured stories and unreachable stories are reported', () => {
    const self = refs.map((r) => (r.id === 'biba' ? { ...r, data: { ...r.data, nextCaseStudy: 'biba' } } : r));
    expect(caseStudyProblems(self)).toContain('content-collections/case-studies/biba.mdx: nextCaseStudy "biba" points at the story itself');
    const noSolution = refs.map((r) => (r.id === 'biba' ? { ...r, body: '## The Challenge\n\ntext' } : r));
    expect(caseStudyProblems(noSolution)).toEqual(['content-collections/case-studies/biba.mdx: body needs a "## The Solution" section']);
    const twoFeatured = refs.map((r) => (r.id === 'biba' ? { ...r, data: { ...r.data, featured: true } } : r));
    expect(caseStudyProblems(twoFeatured)[0]).toMatch(/exactly one story needs "featured: true" \(found 2: .*biba/);
    // superbottoms skipped: plum -> colorbar, so superbottoms is never reached
    const orphan = refs.map((r) => (r.id === 'plum' ? { ...r, data: { ...r.data, nextCaseStudy: 'colorbar' } } : r));
    expect(caseStudyProblems(orphan)).toEqual([expect.stringContaining('never reaches superbottoms')]);
  });

  it('the last four form the chain of the spec, and every story is reached from the featured one', () => {
    expect(nextChain(refs, 'chumbak')).toEqual(['chumbak', 'emami', 'phy-life', 'plum-bodylovin']);
    expect(refs.find((r) => r.id === 'plum-bodylovin')!.data.nextCaseStudy).toBe('chumbak');
    const fromPlum = nextChain(refs, 'plum');
    expect(fromPlum).toHaveLength(19);
    expect(new Set(fromPlum)).toEqual(new Set(CASE_STUDY_SLUGS));
  });
});

describe('content rules from the spec', () => {
  const bySlug = Object.fromEntries(files.map((f) => [f.id, schema.parse(f.data)]));

  it('only Plum is featured and it has a testimonial and press mentions', () => {
    expect(files.filter((f) => bySlug[f.id]!.featured).map((f) => f.id)).toEqual(['plum']);
    expect(bySlug.plum!.testimonial).not.toBeNull();
    expect(bySlug.plum!.pressMentions.length).toBeGreaterThan(0);
  });

  it('the four stories carry the spec figures; chumbak has no testimonial, the other three do', () => {
    const titles = (s: string) => bySlug[s]!.results.map((r) => `${r.title} ${r.description}`).join(' | ');
    expect(titles('chumbak')).toMatch(/2\.1M\+.*36%.*28% first-time visitors.*380K\+.*42%/);
    expect(titles('emami')).toMatch(/37M\+.*86%.*42%.*28%/);
    expect(titles('phy-life')).toMatch(/31M\+.*168%.*3\.9M\+.*43%/);
    expect(titles('plum-bodylovin')).toMatch(/26M\+.*3\.5M\+.*47%.*22% above forecast.*71%/);
    expect(bySlug.chumbak!.testimonial).toBeNull();
    for (const s of ['emami', 'phy-life', 'plum-bodylovin']) expect(bySlug[s]!.testimonial).not.toBeNull();
    expect(files.filter((f) => bySlug[f.id]!.testimonial?.avatar).length).toBe(2);
  });

  it('invents no figures: numbers appear only where the spec gives them', () => {
    const allowed: Record<string, RegExp> = {
      chumbak: /^(2\.1M\+|36%|28%|380K\+|42%)$/,
      emami: /^(37M\+|86%|42%|28%)$/,
      'phy-life': /^(31M\+|168%|3\.9M\+|43%)$/,
      'plum-bodylovin': /^(26M\+|3\.5M\+|47%|22%|71%)$/,
      plum: /^90\+$/,
      superbottoms: /^500\+$/,
      sanfe: /^50\+$/,
    };
    for (const f of files) {
      const { publishedAt: _p, ...rest } = f.data;
      const text = `${JSON.stringify(rest)} ${f.body}`;
      const numbers = text.match(/(?<![A-Za-z])\d[\d.,]*\s*(?:[MK]\+|%|\+)?/g)?.map((n) => n.replace(/\s+/g, '')) ?? [];
      for (const n of numbers) expect(allowed[f.id]?.test(n) ?? false, `${f.id}: "${n}" is not a figure the spec gives`).toBe(true);
    }
  });
});

/**
 * Checks across all case studies that one file's schema cannot see: every `nextCaseStudy` names an existing story
 * (not itself), the body has 'The Challenge' and 'The Solution' sections, exactly one story is featured, and every
 * story can be reached from the featured one by following 'Next Case Study'. Called from the pages'
 * getStaticPaths, so a broken link fails the build with the file and field named.
 */
export interface StoryRef {
  id: string;
  filePath?: string;
  body?: string;
  data: { companyName: string; nextCaseStudy: string; featured: boolean };
}

export class CaseStudyContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaseStudyContentError';
  }
}

const fileOf = (s: StoryRef) => s.filePath ?? `content-collections/case-studies/${s.id}.mdx`;

export const REQUIRED_SECTIONS = ['The Challenge', 'The Solution'] as const;

/** Returns every problem found (empty when the set is consistent). */
export function caseStudyProblems(stories: readonly StoryRef[]): string[] {
  const problems: string[] = [];
  const ids = new Set(stories.map((s) => s.id));
  for (const s of stories) {
    const next = s.data.nextCaseStudy;
    if (next === s.id) problems.push(`${fileOf(s)}: nextCaseStudy "${next}" points at the story itself`);
    else if (!ids.has(next)) problems.push(`${fileOf(s)}: nextCaseStudy "${next}" is not an existing case study (known: ${[...ids].sort().join(', ')})`);
    if (s.body !== undefined) {
      for (const heading of REQUIRED_SECTIONS) {
        if (!new RegExp(`^##\\s+${heading}\\s*$`, 'm').test(s.body)) problems.push(`${fileOf(s)}: body needs a "## ${heading}" section`);
      }
    }
  }
  const featured = stories.filter((s) => s.data.featured);
  if (featured.length !== 1) {
    problems.push(`content-collections/case-studies: exactly one story needs "featured: true" (found ${featured.length}: ${featured.map((s) => s.id).join(', ') || 'none'})`);
  }
  if (problems.length === 0 && featured[0]) {
    const seen = new Set<string>();
    const byId = new Map(stories.map((s) => [s.id, s]));
    let cur: string | undefined = featured[0].id;
    while (cur && !seen.has(cur)) {
      seen.add(cur);
      cur = byId.get(cur)?.data.nextCaseStudy;
    }
    const orphans = stories.filter((s) => !seen.has(s.id)).map((s) => s.id);
    if (orphans.length) {
      problems.push(`content-collections/case-studies: following nextCaseStudy from "${featured[0].id}" never reaches ${orphans.join(', ')}; link each of them into the chain`);
    }
  }
  return problems;
}

/** Throws one readable error listing every problem. */
export function assertCaseStudyLinks(stories: readonly StoryRef[]): void {
  const problems = caseStudyProblems(stories);
  if (problems.length) throw new CaseStudyContentError(`Invalid case studies:\n  - ${problems.join('\n  - ')}`);
}

/** The walk of 'Next Case Study' links from `start` (at most one lap). */
export function nextChain(stories: readonly StoryRef[], start: string): string[] {
  const byId = new Map(stories.map((s) => [s.id, s]));
  const out: string[] = [];
  let cur: string | undefined = start;
  while (cur && !out.includes(cur) && byId.has(cur)) {
    out.push(cur);
    cur = byId.get(cur)!.data.nextCaseStudy;
  }
  return out;
}

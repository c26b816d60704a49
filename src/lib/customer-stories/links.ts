/**
 * Rules across all case studies that one file's schema cannot see, and the 'Next Case Study' chain.
 *
 * Refused (the build fails with the file and the field named): a `nextCaseStudy` that names no story or the story
 * itself, a body without 'The Challenge' and 'The Solution', not exactly one featured story.
 *
 * Never refused: a story that no `nextCaseStudy` reaches. The chain places it on its own (see `resolveChain`), so
 * publishing a story never means editing another one, and the build prints the resulting chain.
 */
export interface StoryRef {
  id: string;
  filePath?: string;
  body?: string;
  data: { companyName: string; nextCaseStudy?: string | undefined; featured: boolean; publishedAt?: Date };
}

export class CustomerStoryContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomerStoryContentError';
  }
}

const fileOf = (s: StoryRef) => s.filePath ?? `content-collections/customer-stories/${s.id}.mdx`;

export const REQUIRED_SECTIONS = ['The Challenge', 'The Solution'] as const;

/** Returns every problem found (empty when the set is consistent). */
export function customerStoryProblems(stories: readonly StoryRef[]): string[] {
  const problems: string[] = [];
  const ids = new Set(stories.map((s) => s.id));
  for (const s of stories) {
    const next = s.data.nextCaseStudy;
    if (next === s.id) problems.push(`${fileOf(s)}: nextCaseStudy "${next}" points at the story itself`);
    else if (next !== undefined && !ids.has(next)) {
      problems.push(
        `${fileOf(s)}: nextCaseStudy "${next}" is not an existing case study (known: ${[...ids].sort().join(', ')}); leave the field out to let the chain place the story`,
      );
    }
    if (s.body !== undefined) {
      for (const heading of REQUIRED_SECTIONS) {
        if (!new RegExp(`^##\\s+${heading}\\s*$`, 'm').test(s.body))
          problems.push(`${fileOf(s)}: body needs a "## ${heading}" section`);
      }
    }
  }
  const featured = stories.filter((s) => s.data.featured);
  if (stories.length && featured.length !== 1) {
    problems.push(
      `content-collections/customer-stories: exactly one story needs "featured: true" (found ${featured.length}: ${featured.map((s) => s.id).join(', ') || 'none'})`,
    );
  }
  return problems;
}

/** Throws one readable error listing every problem. */
export function assertCustomerStoryLinks(stories: readonly StoryRef[]): void {
  const problems = customerStoryProblems(stories);
  if (problems.length) throw new CustomerStoryContentError(`Invalid case studies:\n  - ${problems.join('\n  - ')}`);
}

/** A story the chain placed itself, and why. */
export interface Placement {
  id: string;
  /** The story now linking to it. */
  after: string;
  /** The story it now links to. */
  next: string;
  /** True for the first story of a run (placed by publish date); false when `after` links to it itself. */
  unlinked: boolean;
  /** Its own `nextCaseStudy` when that was not followed. */
  ignoredNext?: string;
}

export interface Chain {
  /** Every story once: the featured story first, then in 'Next Case Study' order. */
  order: string[];
  /** The story each story links to (every story has one). */
  next: Map<string, string>;
  /** Where the walk loops back to (the last story of `order` links here). */
  loopStart: string;
  /** Stories no link reached, placed in publish order before the loop. */
  placed: Placement[];
}

const time = (s: StoryRef) => s.data.publishedAt?.getTime() ?? 0;
const byPublishOrder = (a: StoryRef, b: StoryRef) => time(a) - time(b) || a.id.localeCompare(b.id);

/**
 * The 'Next Case Study' chain every page links through. Starting at the featured story, the declared
 * `nextCaseStudy` links are followed until the walk comes back to a story it has seen (the loop the specification
 * fixes: chumbak → emami → phy-life → plum-bodylovin → chumbak) or reaches a story without one. Stories the walk
 * never reached are placed in publish order just before that loop (a run of them that link to each other stays
 * together); the last one placed links to the start of the loop. Without a loop, the chain closes on the featured
 * story. Links that name no story are ignored here (customerStoryProblems reports them).
 */
export function resolveChain(stories: readonly StoryRef[]): Chain {
  const byId = new Map(stories.map((s) => [s.id, s]));
  const declared = (id: string): string | undefined => {
    const n = byId.get(id)?.data.nextCaseStudy;
    return n !== undefined && n !== id && byId.has(n) ? n : undefined;
  };
  const sorted = [...stories].sort(byPublishOrder);
  const start = (stories.find((s) => s.data.featured) ?? sorted[0])?.id;
  if (start === undefined) return { order: [], next: new Map(), loopStart: '', placed: [] };

  // 1. The walk from the featured story.
  const walk: string[] = [];
  let cur: string | undefined = start;
  while (cur !== undefined && !walk.includes(cur)) {
    walk.push(cur);
    cur = declared(cur);
  }
  const loopAt = cur === undefined ? -1 : walk.indexOf(cur);
  const spine = loopAt < 0 ? walk : walk.slice(0, loopAt);
  const loop = loopAt < 0 ? [] : walk.slice(loopAt);

  // 2. Stories not reached, as runs that follow their own links, each run starting at a story no link reaches.
  const seen = new Set(walk);
  const left = sorted.filter((s) => !seen.has(s.id));
  const linkedFromLeft = new Set(left.map((s) => declared(s.id)).filter((n): n is string => n !== undefined));
  const heads = [...left.filter((s) => !linkedFromLeft.has(s.id)), ...left.filter((s) => linkedFromLeft.has(s.id))];
  const runs: string[][] = [];
  for (const head of heads) {
    if (seen.has(head.id)) continue;
    const run: string[] = [];
    let id: string | undefined = head.id;
    while (id !== undefined && !seen.has(id)) {
      seen.add(id);
      run.push(id);
      id = declared(id);
    }
    runs.push(run);
  }
  const inserted = runs.flat();

  // 3. Join: spine → inserted runs → loop (→ back to the loop's start).
  const order = [...spine, ...inserted, ...loop];
  const loopStart = loop[0] ?? start;
  const next = new Map<string, string>();
  order.forEach((id, i) => next.set(id, order[i + 1] ?? loopStart));
  const placed: Placement[] = [];
  for (const run of runs) {
    const first = run[0];
    const last = run[run.length - 1];
    const after = order[order.indexOf(first) - 1] ?? order[order.length - 1];
    const own = byId.get(last)!.data.nextCaseStudy;
    const to = next.get(last)!;
    for (const id of run) {
      placed.push({
        id,
        after: id === first ? after : order[order.indexOf(id) - 1],
        next: next.get(id)!,
        unlinked: id === first,
        ...(id === last && own !== undefined && own !== to ? { ignoredNext: own } : {}),
      });
    }
  }
  return { order, next, loopStart, placed };
}

/** The chain in words, printed by the build so a marketer sees where a new story went. */
export function explainChain(stories: readonly StoryRef[], chain: Chain = resolveChain(stories)): string[] {
  if (!chain.order.length) return [];
  const lines = [
    `Next-story chain (${chain.order.length} stories): ${chain.order.join(' → ')} → back to ${chain.loopStart}`,
  ];
  for (const p of chain.placed) {
    const why = p.unlinked
      ? `no story in the chain links to it, so it is placed by publish date after ${p.after}`
      : `it follows ${p.after}, which links to it`;
    const ignored = p.ignoredNext
      ? `; its own nextCaseStudy "${p.ignoredNext}" is not followed, so that every story stays reachable`
      : '';
    lines.push(`${p.id}: ${why}, and links on to ${p.next}${ignored}`);
  }
  return lines;
}

/** The walk of 'Next Case Study' links from `start` (at most one lap), along the resolved chain. */
export function nextChain(stories: readonly StoryRef[], start: string): string[] {
  const { next } = resolveChain(stories);
  const out: string[] = [];
  let cur: string | undefined = start;
  while (cur !== undefined && !out.includes(cur) && next.has(cur)) {
    out.push(cur);
    cur = next.get(cur);
  }
  return out;
}

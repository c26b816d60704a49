/**
 * Build-time access to the customer stories (reads astro:content, so not unit tested directly; the rules it runs
 * are, in ./links.ts). Every page that lists or renders a story goes through here, so a broken cross-reference
 * fails the build with the file and field named.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertCaseStudyLinks, resolveChain } from './links';

export type CaseStudy = CollectionEntry<'caseStudies'>;

/** All stories, featured first, then in 'Next Case Study' order (the resolved chain, see links.ts). */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  return (await getStoryPages()).map((p) => p.story);
}

/** Each story with the story its 'Next Case Study' link leads to, in chain order. */
export async function getStoryPages(): Promise<{ story: CaseStudy; next: CaseStudy }[]> {
  const stories = await getCollection('caseStudies');
  assertCaseStudyLinks(stories);
  const chain = resolveChain(stories);
  const byId = new Map(stories.map((s) => [s.id, s]));
  return chain.order.map((id) => ({ story: byId.get(id)!, next: byId.get(chain.next.get(id)!)! }));
}

/**
 * Build-time access to the case studies and blog posts (reads astro:content, so not unit tested directly; the
 * rules it runs are, in links.ts, ../blog/posts.ts and ../content/read-time.ts). Every page that lists or renders
 * them goes through here, so a broken cross-reference fails the build with the file and field named.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertCaseStudyLinks, resolveChain } from './links';
import { assertBlog, sortPosts } from '../blog/posts';
import { readMinutes } from '../content/read-time';

export type CaseStudy = CollectionEntry<'caseStudies'>;
/** A post with its reading time resolved (the frontmatter override, else computed from the text). */
export type BlogPost = CollectionEntry<'blog'> & { data: { readTime: number } };

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

export async function getBlogPosts(): Promise<BlogPost[]> {
  const posts = await getCollection('blog');
  assertBlog(posts);
  return sortPosts(posts.map((p) => ({ ...p, data: { ...p.data, readTime: readMinutes(p) } })));
}

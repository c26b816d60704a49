/**
 * Build-time access to the case studies and blog posts (reads astro:content, so not unit tested directly; the
 * checks it runs are, in links.ts and ../blog/posts.ts). Every page that lists or renders them goes through here,
 * so a broken cross-reference fails the build with the file and field named.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertCaseStudyLinks } from './links';
import { assertBlog, sortPosts } from '../blog/posts';

export type CaseStudy = CollectionEntry<'caseStudies'>;
export type BlogPost = CollectionEntry<'blog'>;

/** All stories, featured first, then in 'Next Case Study' order from the featured one. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  const stories = await getCollection('caseStudies');
  assertCaseStudyLinks(stories);
  const byId = new Map(stories.map((s) => [s.id, s]));
  const ordered: CaseStudy[] = [];
  let cur = stories.find((s) => s.data.featured);
  while (cur && !ordered.includes(cur)) {
    ordered.push(cur);
    cur = byId.get(cur.data.nextCaseStudy);
  }
  return ordered;
}

export async function getBlogPosts(): Promise<BlogPost[]> {
  const posts = await getCollection('blog');
  assertBlog(posts);
  return sortPosts(posts);
}

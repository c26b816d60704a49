/**
 * Build-time access to the blog posts (reads astro:content; the rules it runs are unit tested in ./posts.ts and
 * ../content/read-time.ts). Every page that lists or renders a post goes through here.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertBlog, sortPosts } from './posts';
import { readMinutes } from '../content/read-time';

/** A post with its reading time resolved (the frontmatter override, else computed from the text). */
export type BlogPost = CollectionEntry<'blog'> & { data: { readTime: number } };

export async function getBlogPosts(): Promise<BlogPost[]> {
  const posts = await getCollection('blog');
  assertBlog(posts);
  return sortPosts(posts.map((p) => ({ ...p, data: { ...p.data, readTime: readMinutes(p) } })));
}

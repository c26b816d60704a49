/**
 * Build-time access to the blog posts (reads astro:content; the rules it runs are unit tested in ./posts.ts,
 * ../content/read-time.ts and ../content/publish.ts). Every page that lists or renders a post goes through here:
 * `npm run build` gets the posts published at the build's clock only (no draft, no future `publishAt`);
 * `npm run dev` also gets the others, which their page marks with a banner.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertBlog, sortPosts } from './posts';
import { readMinutes } from '../content/read-time';
import { isPublished, previewsUnpublished, publishNow } from '../content/publish';

/** A post with its reading time resolved (the frontmatter override, else computed from the text). */
export type BlogPost = CollectionEntry<'blog'> & { data: { readTime: number } };

export async function getBlogPosts(): Promise<BlogPost[]> {
  const now = publishNow();
  const all = await getCollection('blog');
  const published = all.filter((p) => isPublished(p.data, now));
  // The build fails on a stale featured post, as on two featured posts (docs/decisions/blog.md).
  assertBlog(published, now);
  const posts = previewsUnpublished() ? all : published;
  return sortPosts(posts.map((p) => ({ ...p, data: { ...p.data, readTime: readMinutes(p) } })));
}

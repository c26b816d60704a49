/** /rss.xml: RSS 2.0 feed of the blog (linked from the head of blog pages). */
import type { APIRoute } from 'astro';
import { getBlogPosts } from '~/lib/case-studies/collection';
import { buildRss } from '~/lib/blog/rss';
import { site } from '~/config/site';
import { canonicalUrl } from '~/lib/seo';

export const GET: APIRoute = async () => {
  const posts = await getBlogPosts();
  const xml = buildRss({
    title: `${site.brand} Blog`,
    link: canonicalUrl('/blog', site.url),
    description: 'Influencer marketing trends, strategy, platform updates and analytics.',
    selfLink: canonicalUrl('/rss.xml', site.url),
    items: posts.map((p) => ({
      title: p.data.title,
      link: canonicalUrl(`/blog/${p.id}`, site.url),
      description: p.data.excerpt,
      pubDate: p.data.publishedAt,
      category: p.data.category,
      author: p.data.author.name,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};

/** /rss.xml: RSS 2.0 feed of the blog (linked from the head of blog pages), built by @astrojs/rss from the collection. */
import rss from '@astrojs/rss';
import { getEntry } from 'astro:content';
import type { APIRoute } from 'astro';
import { getBlogPosts } from '~/lib/blog/collection';
import { site } from '~/config/site';
import { entryUrl } from '~/config/entry-url.mjs';
import { canonicalUrl } from '~/lib/seo';
import { fill } from '~/lib/copy/placeholders';
import { escapeText } from '~/lib/ui/escape-markup';

export const GET: APIRoute = async () => {
  const copy = (await getEntry('blogPage', 'blog'))!.data;
  const posts = [...(await getBlogPosts())].sort((a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime());
  const last = posts[0]?.data.updatedAt ?? posts[0]?.data.publishedAt ?? new Date(0);
  const response = await rss({
    title: fill(copy.name, { brand: site.brand }),
    description: copy.feedDescription,
    // The channel's <link> is the blog; item links are absolute already.
    site: canonicalUrl('/blog', site.url),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      '<language>en</language>',
      `<lastBuildDate>${last.toUTCString()}</lastBuildDate>`,
      `<atom:link href="${canonicalUrl('/rss.xml', site.url)}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
    items: posts.map((p) => ({
      title: p.data.title,
      link: canonicalUrl(entryUrl('blog', p.id), site.url),
      description: p.data.excerpt,
      pubDate: p.data.publishedAt,
      categories: [p.data.category],
      customData: `<dc:creator>${escapeText(p.data.author.name)}</dc:creator>`,
    })),
  });
  response.headers.set('Content-Type', 'application/rss+xml; charset=utf-8');
  return response;
};

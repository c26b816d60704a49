/** BlogPosting JSON-LD for an article page. */
import { absoluteUrl } from '../seo';

export interface BlogPostingInput {
  title: string;
  excerpt: string;
  publishedAt: Date;
  updatedAt?: Date;
  author: { name: string; role: string };
  category: string;
  tags: readonly string[];
  readTime: number;
  url: string;
  image: string;
  brand: string;
  siteUrl: string;
}

export function blogPostingJsonLd(i: BlogPostingInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: i.title,
    description: i.excerpt,
    image: [i.image],
    datePublished: i.publishedAt.toISOString().slice(0, 10),
    dateModified: (i.updatedAt ?? i.publishedAt).toISOString().slice(0, 10),
    author: { '@type': 'Person', name: i.author.name, jobTitle: i.author.role },
    publisher: { '@type': 'Organization', '@id': `${absoluteUrl('/', i.siteUrl)}#organization`, name: i.brand },
    mainEntityOfPage: { '@type': 'WebPage', '@id': i.url },
    url: i.url,
    articleSection: i.category,
    keywords: i.tags.join(', '),
    timeRequired: `PT${i.readTime}M`,
  };
}

/** Article JSON-LD for a case study page (BreadcrumbList comes from ~/lib/seo). */
import { absoluteUrl } from '../seo';

export interface StoryJsonLdInput {
  heroTitle: string;
  excerpt: string;
  companyName: string;
  industry: string;
  tags: readonly string[];
  publishedAt: Date;
  url: string;
  image: string;
  brand: string;
  siteUrl: string;
}

export function storyJsonLd(i: StoryJsonLdInput): Record<string, unknown> {
  const org = { '@type': 'Organization', '@id': `${absoluteUrl('/', i.siteUrl)}#organization`, name: i.brand };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: i.heroTitle,
    description: i.excerpt,
    image: [i.image],
    datePublished: i.publishedAt.toISOString().slice(0, 10),
    author: org,
    publisher: org,
    mainEntityOfPage: { '@type': 'WebPage', '@id': i.url },
    url: i.url,
    about: { '@type': 'Organization', name: i.companyName },
    articleSection: 'Customer Stories',
    keywords: [i.industry, ...i.tags].join(', '),
  };
}

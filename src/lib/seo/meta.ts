/**
 * Page metadata (title, description, canonical, Open Graph, Twitter, JSON-LD). Pure so it can be unit tested;
 * src/components/seo/Seo.astro renders the result.
 */
import { organizationJsonLd, websiteJsonLd, withImageFirst, type JsonLd, type SiteIdentity } from './jsonld';
import { absoluteUrl, canonicalUrl } from './url';

export interface SeoInput extends SiteIdentity {
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing". */
  path: string;
  image?: string;
  imageAlt: string;
  /** Pixel size of `image` (the social cards are 1200×630). */
  imageWidth?: number;
  imageHeight?: number;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Page-specific JSON-LD objects, added after Organization and WebSite. */
  jsonLd?: JsonLd[];
}

export interface SeoOutput {
  title: string;
  description: string;
  /** Absent on noindex pages (404, admin): a canonical URL would ask search engines to index what robots forbids. */
  canonical: string | null;
  robots: string;
  meta: { name?: string; property?: string; content: string }[];
  jsonLd: JsonLd[];
}

export function pageTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

export function buildSeo(input: SeoInput): SeoOutput {
  if (!input.title.trim()) throw new Error('SEO: every page needs a title');
  if (!input.description.trim()) throw new Error(`SEO: page "${input.title}" needs a description`);
  const title = pageTitle(input.title, input.brand);
  const canonical = input.noindex ? null : canonicalUrl(input.path, input.siteUrl);
  const image = absoluteUrl(input.image ?? '/og-image.png', input.siteUrl);
  const { imageAlt } = input;
  const robots = input.noindex ? 'noindex, nofollow' : 'index, follow';
  const meta: SeoOutput['meta'] = [
    { name: 'description', content: input.description },
    { name: 'robots', content: robots },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { property: 'og:image', content: image },
    ...(input.imageWidth && input.imageHeight
      ? [
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(input.imageWidth) },
          { property: 'og:image:height', content: String(input.imageHeight) },
        ]
      : []),
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  const pageLd = input.image ? withImageFirst(input.jsonLd ?? [], image) : (input.jsonLd ?? []);
  return {
    title,
    description: input.description,
    canonical,
    robots,
    meta,
    jsonLd: [organizationJsonLd(input), websiteJsonLd(input), ...pageLd],
  };
}

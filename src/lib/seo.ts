/**
 * Page metadata (title, description, canonical, Open Graph, Twitter, JSON-LD). Pure so it can be unit tested;
 * src/components/seo/Seo.astro renders the result.
 */
export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/pricing". */
  path: string;
  siteUrl: string;
  brand: string;
  image?: string;
  imageAlt?: string;
  /** Pixel size of `image` (the social cards are 1200×630). */
  imageWidth?: number;
  imageHeight?: number;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Page-specific JSON-LD objects, added after Organization and WebSite. */
  jsonLd?: Record<string, unknown>[];
  logoPath?: string;
  sameAs?: readonly string[];
}

export interface SeoOutput {
  title: string;
  description: string;
  /** Absent on noindex pages (404, admin): a canonical URL would ask search engines to index what robots forbids. */
  canonical: string | null;
  robots: string;
  meta: { name?: string; property?: string; content: string }[];
  jsonLd: Record<string, unknown>[];
}

export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

export function canonicalUrl(path: string, siteUrl: string): string {
  // Pages are built as files (pricing.html) but served at clean paths (/pricing).
  const clean = (path.split(/[?#]/)[0] || '/').replace(/(\/index)?\.html$/, '') || '/';
  const url = absoluteUrl(clean, siteUrl);
  // trailingSlash: 'never' for everything but the root
  return url.length > 1 && url.endsWith('/') && new URL(url).pathname !== '/' ? url.slice(0, -1) : url;
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
  const imageAlt = input.imageAlt ?? `${input.brand}: influencer marketing platform`;
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
  const siteRoot = absoluteUrl('/', input.siteUrl);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteRoot}#organization`,
    name: input.brand,
    url: siteRoot,
    logo: absoluteUrl(input.logoPath ?? '/logo.svg', input.siteUrl),
    ...(input.sameAs?.length ? { sameAs: [...input.sameAs] } : {}),
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteRoot}#website`,
    name: input.brand,
    url: siteRoot,
    publisher: { '@id': `${siteRoot}#organization` },
  };
  const pageLd = input.image ? withImageFirst(input.jsonLd ?? [], image) : (input.jsonLd ?? []);
  return { title, description: input.description, canonical, robots, meta, jsonLd: [organization, website, ...pageLd] };
}

/** Page JSON-LD objects that carry an `image` get the page's own image first (other images kept after it). */
export function withImageFirst(objects: readonly Record<string, unknown>[], image: string): Record<string, unknown>[] {
  return objects.map((o) => {
    if (!('image' in o)) return o;
    const rest = (Array.isArray(o.image) ? o.image : [o.image]).filter((i) => i !== image);
    return { ...o, image: [image, ...rest] };
  });
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" inside strings. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** A BreadcrumbList for a trail of [name, path] pairs. */
export function breadcrumbs(trail: [string, string][], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({ '@type': 'ListItem', position: i + 1, name, item: canonicalUrl(path, siteUrl) })),
  };
}

/** FAQPage JSON-LD for a list of questions and answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
  };
}

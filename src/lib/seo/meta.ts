/**
 * Page metadata (title, description, canonical, Open Graph, Twitter, JSON-LD). Pure so it can be unit tested;
 * src/components/seo/Seo.astro renders the result.
 */
import { organizationJsonLd, websiteJsonLd, withImageFirst, type JsonLd, type SiteIdentity } from './jsonld';
import { absoluteUrl, canonicalUrl } from './url';
import { DESCRIPTION_MAX, TITLE_MAX } from '../content/fields';

export interface SeoInput extends SiteIdentity {
  title: string;
  /** A shorter title used when `title` does not fit in 60 characters (e.g. a story's own title). */
  shortTitle?: string;
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

/**
 * The rendered `<title>`: the page's title with " | Brand" when the whole fits in {@link TITLE_MAX} characters
 * (search results cut longer ones), else the title alone, else the same with `shortTitle`. Throws, naming the page,
 * when none fits, so the build stops rather than shipping a cut title.
 */
export function pageTitle(title: string, brand: string, shortTitle?: string, path = ''): string {
  const tried: string[] = [];
  for (const t of [title, shortTitle]) {
    if (!t?.trim()) continue;
    for (const candidate of t.includes(brand) ? [t] : [`${t} | ${brand}`, t]) {
      if (candidate.length <= TITLE_MAX) return candidate;
      tried.push(`"${candidate}" (${candidate.length})`);
    }
  }
  throw new Error(
    `SEO: page ${path} needs a title of at most ${TITLE_MAX} characters (tried ${tried.join(', ')}): shorten it in its content file`,
  );
}

export function buildSeo(input: SeoInput): SeoOutput {
  if (!input.title.trim()) throw new Error('SEO: every page needs a title');
  if (!input.description.trim()) throw new Error(`SEO: page "${input.title}" needs a description`);
  if (input.description.length > DESCRIPTION_MAX)
    throw new Error(
      `SEO: page ${input.path} has a description of ${input.description.length} characters; at most ${DESCRIPTION_MAX} show whole in search results: shorten it in its content file`,
    );
  const title = pageTitle(input.title, input.brand, input.shortTitle, input.path);
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

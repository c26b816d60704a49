/**
 * Every JSON-LD object of the site, typed with schema-dts. Pages and components pass their data; nothing else
 * builds structured data. `serializeJsonLd` writes one into a <script type="application/ld+json">.
 */
import type {
  Article,
  Blog,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  Offer,
  Organization,
  Product,
  Service,
  SoftwareApplication,
  TechArticle,
  Thing,
  UnitPriceSpecification,
  WebAPI,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { yearlyTotal, type PlanPrices } from '../pricing/billing';
import { absoluteUrl, canonicalUrl, organizationId } from './url';

/** One top-level JSON-LD object. */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org' as const;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** JSON for a <script type="application/ld+json">, safe against "</script>" inside strings. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Page JSON-LD objects that carry an `image` get the page's own image first (other images kept after it). */
export function withImageFirst<T extends object>(objects: readonly T[], image: string): T[] {
  return objects.map((o) => {
    if (!('image' in o)) return o;
    const rest = (Array.isArray(o.image) ? (o.image as unknown[]) : [o.image]).filter((i) => i !== image);
    return { ...o, image: [image, ...rest] };
  });
}

// --- every page ---

export interface SiteIdentity {
  siteUrl: string;
  brand: string;
  logoPath?: string;
  sameAs?: readonly string[];
}

export function organizationJsonLd(s: SiteIdentity): WithContext<Organization> {
  const root = absoluteUrl('/', s.siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(s.siteUrl),
    name: s.brand,
    url: root,
    logo: absoluteUrl(s.logoPath ?? '/logo.svg', s.siteUrl),
    ...(s.sameAs?.length ? { sameAs: [...s.sameAs] } : {}),
  };
}

export function websiteJsonLd(s: SiteIdentity): WithContext<WebSite> {
  const root = absoluteUrl('/', s.siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${root}#website`,
    name: s.brand,
    url: root,
    publisher: { '@id': organizationId(s.siteUrl) },
  };
}

/** A BreadcrumbList for a trail of [name, path] pairs. */
export function breadcrumbs(
  trail: readonly (readonly [string, string])[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: canonicalUrl(path, siteUrl),
    })),
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: i.question,
      acceptedAnswer: { '@type': 'Answer', text: i.answer },
    })),
  };
}

// --- blog ---

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

/** The head of an article page's node: what it is, its headline, summary, image and date. */
function articleHead(
  type: 'Article' | 'BlogPosting',
  headline: string,
  i: { excerpt: string; image: string; publishedAt: Date },
) {
  return {
    '@context': CONTEXT,
    '@type': type,
    headline,
    description: i.excerpt,
    image: [i.image],
    datePublished: isoDate(i.publishedAt),
  } as const;
}

export function blogPostingJsonLd(i: BlogPostingInput): WithContext<Article> {
  return {
    ...articleHead('BlogPosting', i.title, i),
    dateModified: isoDate(i.updatedAt ?? i.publishedAt),
    author: { '@type': 'Person', name: i.author.name, jobTitle: i.author.role },
    publisher: { '@type': 'Organization', '@id': organizationId(i.siteUrl), name: i.brand },
    mainEntityOfPage: { '@type': 'WebPage', '@id': i.url },
    url: i.url,
    articleSection: i.category,
    keywords: i.tags.join(', '),
    timeRequired: `PT${i.readTime}M`,
  };
}

export interface BlogInput {
  name: string;
  description: string;
  url: string;
  posts: readonly { title: string; url: string; publishedAt: Date }[];
}

export function blogJsonLd(i: BlogInput): WithContext<Blog> {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: i.name,
    description: i.description,
    url: i.url,
    blogPost: i.posts.map((p) => ({
      '@type': 'BlogPosting',
      headline: p.title,
      url: p.url,
      datePublished: isoDate(p.publishedAt),
    })),
  };
}

// --- customer stories ---

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
  /** The section the story belongs to (the stories page's name). */
  section: string;
}

export function storyJsonLd(i: StoryJsonLdInput): WithContext<Article> {
  const org = { '@type': 'Organization', '@id': organizationId(i.siteUrl), name: i.brand } as const;
  return {
    ...articleHead('Article', i.heroTitle, i),
    author: org,
    publisher: org,
    mainEntityOfPage: { '@type': 'WebPage', '@id': i.url },
    url: i.url,
    about: { '@type': 'Organization', name: i.companyName },
    articleSection: i.section,
    keywords: [i.industry, ...i.tags].join(', '),
  };
}

export interface CollectionPageInput {
  name: string;
  description: string;
  url: string;
  items: readonly { name: string; url: string }[];
}

export function collectionPageJsonLd(i: CollectionPageInput): WithContext<CollectionPage> {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: i.name,
    description: i.description,
    url: i.url,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: i.items.map((s, n) => ({ '@type': 'ListItem', position: n + 1, url: s.url, name: s.name })),
    },
  };
}

// --- articles, guides and the API ---

export interface ArticleInput {
  headline: string;
  description: string;
  brand: string;
}

/** A plain Article published by the brand (guides, comparison). */
export function articleJsonLd(i: ArticleInput): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: i.headline,
    description: i.description,
    publisher: { '@type': 'Organization', name: i.brand },
  };
}

export function techArticleJsonLd(
  i: ArticleInput & { api: { name: string; documentation: string } },
): WithContext<TechArticle> {
  return {
    '@context': CONTEXT,
    '@type': 'TechArticle',
    headline: i.headline,
    description: i.description,
    about: { '@type': 'WebAPI', name: i.api.name, documentation: i.api.documentation },
    publisher: { '@type': 'Organization', name: i.brand },
  };
}

export function webApiJsonLd(i: {
  name: string;
  description: string;
  documentation: string;
  brand: string;
  siteUrl: string;
}): WithContext<WebAPI> {
  return {
    '@context': CONTEXT,
    '@type': 'WebAPI',
    name: i.name,
    description: i.description,
    documentation: i.documentation,
    provider: { '@type': 'Organization', name: i.brand, url: i.siteUrl },
  };
}

// --- software, tools and plans ---

/** The platform itself, with its free trial. */
export function platformJsonLd(i: {
  brand: string;
  siteUrl: string;
  description: string;
  trial: string;
}): WithContext<SoftwareApplication> {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: i.brand,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: absoluteUrl('/', i.siteUrl),
    description: i.description,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', description: i.trial },
  };
}

/** A free tool (price 0 USD). */
export function freeToolJsonLd(tool: {
  name: string;
  description: string;
  url: string;
}): WithContext<SoftwareApplication> {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: tool.name,
    description: tool.description,
    url: tool.url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  };
}

export interface JsonLdPlan extends PlanPrices {
  name: string;
  description: string;
}

export interface PlanContext {
  brand: string;
  /** Absolute URL of the pricing page. */
  pageUrl: string;
  /** Where the offers are taken up (the app's sign-up). */
  offerUrl: string;
  /** Absolute URL of an image of the product (Google requires one for a Product). */
  image: string;
}

/** One Product per plan, one Offer per billing period. */
export function planProductJsonLd(plan: JsonLdPlan, ctx: PlanContext): WithContext<Product> {
  const yearly = yearlyTotal(plan, 'yearly');
  const unit = (price: number, billingDuration: string): UnitPriceSpecification => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'USD',
    unitCode: 'MON',
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    billingDuration,
  });
  const base = { priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: ctx.offerUrl } as const;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${ctx.pageUrl}#plan-${plan.name.toLowerCase()}`,
    name: `${ctx.brand} ${plan.name}`,
    description: plan.description,
    image: ctx.image,
    brand: { '@type': 'Brand', name: ctx.brand },
    category: 'Influencer marketing software',
    url: ctx.pageUrl,
    offers: [
      {
        '@type': 'Offer',
        name: `${plan.name}, billed monthly`,
        price: plan.price,
        ...base,
        priceSpecification: unit(plan.price, 'P1M'),
      },
      {
        '@type': 'Offer',
        name: `${plan.name}, billed annually`,
        description: `${plan.yearlyPrice} USD per month billed annually (${yearly} USD a year), saving ${plan.savingsAmount} USD a year`,
        price: yearly,
        ...base,
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: yearly,
            priceCurrency: 'USD',
            unitCode: 'ANN',
            billingDuration: 'P1Y',
          },
          unit(plan.yearlyPrice, 'P1Y'),
        ],
      },
    ],
  };
}

export function pricingJsonLd(plans: readonly JsonLdPlan[], ctx: PlanContext): WithContext<Product>[] {
  return plans.map((p) => planProductJsonLd(p, ctx));
}

// --- services and pages ---

export interface ServiceOffer {
  name?: string;
  description?: string;
  price?: number;
  currency?: string;
  url?: string;
  /** ISO country the offer is limited to. */
  country?: string;
  /** ISO 8601 duration of one billing period, e.g. "P3M". */
  billingDuration?: string;
}

export interface ServiceInput {
  name: string;
  serviceType: string;
  description: string;
  url: string;
  siteUrl: string;
  audience?: string;
  areaServed?: string;
  /** One offer is written as an object, several as a list. */
  offers: readonly ServiceOffer[];
}

function serviceOffer(o: ServiceOffer): Offer {
  return {
    '@type': 'Offer',
    ...(o.name ? { name: o.name } : {}),
    ...(o.description ? { description: o.description } : {}),
    ...(o.price !== undefined ? { price: o.price, priceCurrency: o.currency } : {}),
    ...(o.url ? { url: o.url } : {}),
    ...(o.country ? { eligibleRegion: { '@type': 'Country', name: o.country } } : {}),
    ...(o.price !== undefined && o.billingDuration
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: o.price,
            priceCurrency: o.currency,
            unitCode: 'MON',
            billingDuration: o.billingDuration,
          },
        }
      : {}),
  };
}

export function serviceJsonLd(i: ServiceInput): WithContext<Service> {
  const offers = i.offers.map(serviceOffer);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: i.name,
    serviceType: i.serviceType,
    description: i.description,
    url: i.url,
    provider: { '@id': organizationId(i.siteUrl) },
    ...(i.audience ? { audience: { '@type': 'BusinessAudience', audienceType: i.audience } } : {}),
    ...(i.areaServed ? { areaServed: i.areaServed } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** A page whose main content is a list of named items (the integrations). */
export function itemListPageJsonLd(i: {
  name: string;
  description: string;
  url: string;
  listName: string;
  items: readonly { name: string; description: string }[];
}): WithContext<WebPage> {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: i.name,
    description: i.description,
    url: i.url,
    mainEntity: {
      '@type': 'ItemList',
      name: i.listName,
      itemListElement: i.items.map((c, n) => ({
        '@type': 'ListItem',
        position: n + 1,
        name: c.name,
        description: c.description,
      })),
    },
  };
}

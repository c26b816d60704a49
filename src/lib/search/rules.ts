/**
 * Site search: which built pages Pagefind indexes, under which kind, and how much they weigh.
 * BaseLayout turns the rule into data-pagefind-* attributes on <main>; pages without them are not indexed.
 */
export const SEARCH_KINDS = ['Case study', 'Blog post', 'Guide', 'Tool', 'API docs', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchRule {
  kind: SearchKind;
  /** Pagefind content weight (1 = normal): home, pricing, legal and listing pages rank below the content. */
  weight: number;
}

const LOW = 0.5;

/** The rule for a page path, or null when the page is left out of search (admin, CMS, 404, unsubscribe, my-data). */
export function searchRule(pagePath: string): SearchRule | null {
  const path = (pagePath.split(/[?#]/)[0] ?? '/').replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/';
  if (/^\/(admin|cms|404|unsubscribe|my-data)(\/|$)/.test(path)) return null;
  if (/^\/customer-stories\/[^/]+$/.test(path)) return { kind: 'Case study', weight: 1 };
  if (/^\/blog\/[^/]+$/.test(path)) return { kind: 'Blog post', weight: 1 };
  if (path === '/comparison-guide' || path === '/influencer-marketing-guide') return { kind: 'Guide', weight: 1 };
  if (path === '/tools' || path.startsWith('/tools/')) return { kind: 'Tool', weight: 1 };
  if (path === '/influencer-api' || path.startsWith('/influencer-api/')) return { kind: 'API docs', weight: 1 };
  if (path === '/customer-stories' || path === '/blog') return { kind: 'Page', weight: LOW };
  if (['/', '/pricing', '/privacy', '/terms'].includes(path)) return { kind: 'Page', weight: LOW };
  return { kind: 'Page', weight: 1 };
}

/** The attributes BaseLayout puts on <main> (nothing for pages left out). */
export function searchAttributes(pagePath: string): Record<string, string> {
  const rule = searchRule(pagePath);
  if (!rule) return {};
  return {
    'data-pagefind-body': '',
    'data-pagefind-weight': String(rule.weight),
    'data-pagefind-filter': `kind:${rule.kind}`,
    'data-pagefind-meta': `kind:${rule.kind}`,
  };
}

/** Pagefind's URL of a built file (/pricing.html, /blog/index.html) as the site serves it (/pricing, /blog). */
export function pageUrl(url: string): string {
  const [path, hash = ''] = url.split('#');
  const clean = path.replace(/(\/index)?\.html$/, '') || '/';
  return hash ? `${clean}#${hash}` : clean;
}

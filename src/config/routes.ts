/**
 * Every route the site serves (both route tables of the specification). Tests check that each internal link
 * in navigation and footer points at one of these, and e2e visits each of them.
 */
export const STATIC_ROUTES = [
  '/',
  '/pricing',
  '/privacy',
  '/terms',
  '/integrations',
  '/managed-services',
  '/launchpad',
  '/influencer-api',
  '/influencer-api/docs',
  '/customer-stories',
  '/blog',
  '/tools',
  '/tools/engagement-checker',
  '/tools/post-checker',
  '/comparison-guide',
  '/influencer-marketing-guide',
  '/admin',
] as const;

export const CASE_STUDY_SLUGS = [
  'plum', 'superbottoms', 'colorbar', 'sanfe', 'indmoney', 'hdfc-life', 'licious', 'lickcious', 'engine', 'biba',
  'binance', 'easemytrip', 'fenesta', 'marico-parachute', 'medibuddy', 'chumbak', 'emami', 'phy-life', 'plum-bodylovin',
] as const;

/** Blog post ids (file names in content-collections/blog); a unit test keeps this list equal to the files. */
export const BLOG_POST_IDS = [
  'influencer-marketing-trends-2025', 'micro-influencer-strategy-for-d2c-brands', 'building-an-always-on-creator-programme',
  'audience-quality-and-fake-follower-detection', 'instagram-reels-playbook-for-brands', 'measuring-influencer-marketing-roi',
] as const;

/** Paths that answer with a redirect rather than a page (netlify.toml). */
export const REDIRECTS = { '/api-docs': '/influencer-api/docs' } as const;

/** True when `href` (path with optional #hash or ?query) is served by this site. */
export function isKnownRoute(href: string, extra: readonly string[] = []): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  if ((STATIC_ROUTES as readonly string[]).includes(path)) return true;
  if (path in REDIRECTS) return true;
  if (['/sitemap-index.xml', '/sitemap.xml', '/rss.xml'].includes(path)) return true;
  const story = path.match(/^\/customer-stories\/([a-z0-9-]+)$/);
  if (story && (CASE_STUDY_SLUGS as readonly string[]).includes(story[1]!)) return true;
  const post = path.match(/^\/blog\/([a-z0-9-]+)$/);
  if (post && (BLOG_POST_IDS as readonly string[]).includes(post[1]!)) return true;
  return extra.includes(path);
}

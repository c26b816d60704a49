/**
 * Every route the functions in netlify/functions serve: the one table of HTTP paths the site's clients (the lead
 * dialog, the admin dashboard, the newsletter box, the insights beacon, the region store) call. Plain constants, no
 * imports, one export per path so a client bundle keeps only the paths it uses.
 *
 * Netlify reads each function's `export const config` statically, and only string literals count there (an imported
 * constant is not resolved: @netlify/zip-it-and-ship-it's in-source config parser), so every function still writes
 * its path as a literal. tests/unit/endpoints.test.ts checks each function's `config.path` against FUNCTION_PATHS
 * both ways, and tests/deploy/endpoints.test.ts the routes of Netlify's built functions manifest.
 */
export const GEO_PATH = '/api/geo';
export const EVENTS_PATH = '/api/events';
export const NEWSLETTER_PATH = '/api/newsletter';
/** The unsubscribe page's form posts to the page's own address. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** POST creates a lead, GET lists them (admin). */
export const LEAD_PATHS = { launchpad: '/api/launchpad', contact: '/api/contact' } as const;
/** One lead: PATCH (status), DELETE (erase). */
export const LEAD_ITEM_PATHS = { launchpad: '/api/launchpad/:id', contact: '/api/contact/:id' } as const;
/** One lead's webhook delivery: GET (state), POST (send again). */
export const LEAD_DELIVERY_PATHS = {
  launchpad: '/api/launchpad/:id/delivery',
  contact: '/api/contact/:id/delivery',
} as const;

export const ADMIN_SESSION_PATH = '/api/admin/session';
export const ADMIN_STATS_PATH = '/api/admin/stats';
export const ADMIN_REPAIR_PATH = '/api/admin/index/repair';
export const ADMIN_INSIGHTS_PATH = '/api/admin/insights';
export const ADMIN_NEWSLETTER_PATH = '/api/admin/newsletter';
export const ADMIN_SUBSCRIBER_PATH = '/api/admin/newsletter/:id';

/** The influencer API's sandbox: its server URL and operation paths in the OpenAPI document give the same. */
export const SANDBOX_SEARCH_PATH = '/api/sandbox/search';
export const SANDBOX_INSIGHT_PATH = '/api/sandbox/insight/:influencer_id';

/** The paths each routed function declares in its `config.path`, by function (file name). */
export const FUNCTION_PATHS = {
  geo: [GEO_PATH],
  events: [EVENTS_PATH],
  newsletter: [NEWSLETTER_PATH],
  'newsletter-unsubscribe': [UNSUBSCRIBE_PATH],
  launchpad: [LEAD_PATHS.launchpad],
  contact: [LEAD_PATHS.contact],
  'launchpad-status': [LEAD_ITEM_PATHS.launchpad],
  'contact-status': [LEAD_ITEM_PATHS.contact],
  'lead-delivery': [LEAD_DELIVERY_PATHS.launchpad, LEAD_DELIVERY_PATHS.contact],
  'admin-session': [ADMIN_SESSION_PATH],
  'admin-stats': [ADMIN_STATS_PATH],
  'admin-index-repair': [ADMIN_REPAIR_PATH],
  'admin-insights': [ADMIN_INSIGHTS_PATH],
  'admin-newsletter': [ADMIN_NEWSLETTER_PATH, ADMIN_SUBSCRIBER_PATH],
  'sandbox-search': [SANDBOX_SEARCH_PATH],
  'sandbox-insight': [SANDBOX_INSIGHT_PATH],
} as const satisfies Record<string, readonly string[]>;

/** A route with its `:name` segments filled, URI-encoded: ('/api/contact/:id', { id: 'a b' }) → '/api/contact/a%20b'. */
export function routeTo(route: string, params: Readonly<Record<string, string>>): string {
  return route.replace(/:(\w+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routeTo: no value for ${whole} in ${route}`);
    return encodeURIComponent(value);
  });
}

/**
 * Every route the functions in netlify/functions serve, by function: the one table of HTTP paths. Each path is
 * written once, beside the wire it carries (the zod-free constants the clients already import: src/lib/lead/kinds.ts,
 * src/lib/admin/login.ts and contract.ts, src/lib/newsletter/, src/lib/insights/, src/lib/region/), and collected
 * here. The clients import those modules, not this one: a module every page script imported would become a chunk of
 * its own in each page's JavaScript (one more request, and the insights beacon over its 3 KB).
 *
 * Netlify reads each function's `export const config` statically and resolves only literals there (an imported
 * constant is ignored by @netlify/zip-it-and-ship-it's in-source config parser), so every function still writes its
 * path as a literal. tests/unit/endpoints.test.ts checks each function's `config.path` against FUNCTION_PATHS both
 * ways, and that the clients' addresses match these routes; tests/deploy/endpoints.test.ts checks the routes of
 * Netlify's built functions manifest.
 */
import { ADMIN_SESSION_PATH } from '../admin/login';
import { ADMIN_REPAIR_PATH, ADMIN_STATS_PATH } from '../admin/contract';
import { ADMIN_INSIGHTS_PATH } from '../insights/contract';
import { EVENTS_PATH } from '../insights/events';
import { LEAD_PATHS } from '../lead/kinds';
import { NEWSLETTER_PATH } from '../newsletter/contract';
import { ADMIN_NEWSLETTER_PATH, UNSUBSCRIBE_PATH } from '../newsletter/unsubscribe';
import { GEO_PATH } from '../region';
import { ADMIN_DATA_REQUESTS_PATH, MY_DATA_PATH } from '../data-rights/contract';
import { CHALLENGE_PATH } from '../spam/contract';

/** A route's `:name` segment: one path segment (an id). */
const item = (path: string) => `${path}/:id`;

/** The influencer API's sandbox: the OpenAPI document's sandbox server URL plus its operation paths (tested). */
export const SANDBOX_PATHS = { search: '/api/sandbox/search', insight: '/api/sandbox/insight/:influencer_id' } as const;

/** The paths each routed function declares in its `config.path`, by function (file name). */
export const FUNCTION_PATHS: Record<string, readonly string[]> = {
  geo: [GEO_PATH],
  events: [EVENTS_PATH],
  newsletter: [NEWSLETTER_PATH],
  'newsletter-unsubscribe': [UNSUBSCRIBE_PATH],
  launchpad: [LEAD_PATHS.launchpad],
  contact: [LEAD_PATHS.contact],
  'launchpad-status': [item(LEAD_PATHS.launchpad)],
  'contact-status': [item(LEAD_PATHS.contact)],
  'lead-delivery': [`${item(LEAD_PATHS.launchpad)}/delivery`, `${item(LEAD_PATHS.contact)}/delivery`],
  'lead-not-spam': [
    `${item(LEAD_PATHS.launchpad)}/not-spam`,
    `${item(LEAD_PATHS.contact)}/not-spam`,
    `${item(ADMIN_NEWSLETTER_PATH)}/not-spam`,
  ],
  challenge: [CHALLENGE_PATH],
  'admin-session': [ADMIN_SESSION_PATH],
  'admin-stats': [ADMIN_STATS_PATH],
  'admin-index-repair': [ADMIN_REPAIR_PATH],
  'admin-insights': [ADMIN_INSIGHTS_PATH],
  'admin-newsletter': [ADMIN_NEWSLETTER_PATH, item(ADMIN_NEWSLETTER_PATH)],
  'my-data': [MY_DATA_PATH],
  'admin-data-requests': [ADMIN_DATA_REQUESTS_PATH],
  'sandbox-search': [SANDBOX_PATHS.search],
  'sandbox-insight': [SANDBOX_PATHS.insight],
};

/** True when a concrete path (query allowed) is one of the table's routes, `:name` matching one segment. */
export function isFunctionRoute(path: string): boolean {
  const bare = path.split('?')[0];
  return Object.values(FUNCTION_PATHS)
    .flat()
    .some((route) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`).test(bare));
}

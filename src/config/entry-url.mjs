// Where each collection whose entries are pages serves them: the one table of entry addresses. Plain .mjs so
// scripts (budgets) can import it as well as the site. The content registry (src/lib/content/schemas.ts) takes its
// `route` from here, src/config/routes.ts lists the pages from that, and every link to an entry is `entryUrl(...)`.
// tests/unit/entry-url.test.ts checks each base has its dynamic page file under src/pages.

/** The address prefix of each collection's entry pages (the page file is src/pages/<base>/[param].astro). */
export const ENTRY_BASES = /** @type {const} */ ({
  legal: '',
  customerStories: '/customer-stories',
  blog: '/blog',
});

/** @typedef {keyof typeof ENTRY_BASES} EntryCollection */

/**
 * The path of one entry's page: entryUrl('blog', 'instagram-reels') → '/blog/instagram-reels',
 * entryUrl('legal', 'privacy') → '/privacy'.
 * @param {EntryCollection} collection
 * @param {string} id the entry id (its file name without extension)
 * @returns {string}
 */
export function entryUrl(collection, id) {
  return `${ENTRY_BASES[collection]}/${id}`;
}

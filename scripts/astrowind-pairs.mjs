/**
 * The five pages of issue 32's comparison with AstroWind (the model Astro template, built locally outside this
 * repository): each of our routes with the AstroWind path it is measured against. Used by `npm run budgets`
 * (`BUDGETS_PAIRS=astrowind`) and the main-thread bench (`BENCH_PAIRS=astrowind`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryUrl } from '../src/config/entry-url.mjs';

/**
 * The entry a built index page features, by the attribute that names it (`data-featured-post` on blog.html,
 * `data-featured-story` on customer-stories.html), so no id is kept here.
 */
export const featuredIn = (dist, page, attr) =>
  readFileSync(join(dist, page), 'utf8').match(new RegExp(`${attr}="([a-z0-9-]+)"`))?.[1];

/** `[ours, theirs]` for each pair: home, pricing, a blog post, the blog index, and our stories against its SaaS home. */
export function astrowindPairs(dist) {
  return [
    ['/', '/'],
    ['/pricing', '/pricing'],
    [
      entryUrl('blog', featuredIn(dist, 'blog.html', 'data-featured-post')),
      '/get-started-website-with-astro-tailwind-css',
    ],
    ['/blog', '/blog'],
    ['/customer-stories', '/homes/saas'],
  ];
}

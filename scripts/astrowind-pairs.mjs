/**
 * The five pages of issue 32's comparison with AstroWind (the model Astro template, built locally outside this
 * repository): each of our routes with the AstroWind path it is measured against. Used by `npm run budgets`
 * (`BUDGETS_PAIRS=astrowind`) and the main-thread bench (`BENCH_PAIRS=astrowind`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryUrl } from '../src/config/entry-url.mjs';

/** The post the blog index features, read from the built page (so no id is kept here). */
export const featuredPost = (dist) =>
  readFileSync(join(dist, 'blog.html'), 'utf8').match(/data-featured-post="([a-z0-9-]+)"/)?.[1];

/** `[ours, theirs]` for each pair: home, pricing, a blog post, the blog index, and our stories against its SaaS home. */
export function astrowindPairs(dist) {
  return [
    ['/', '/'],
    ['/pricing', '/pricing'],
    [entryUrl('blog', featuredPost(dist)), '/get-started-website-with-astro-tailwind-css'],
    ['/blog', '/blog'],
    ['/customer-stories', '/homes/saas'],
  ];
}

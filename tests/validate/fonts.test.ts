/**
 * Every page preloads the brand face's first file, the one its @font-face names first, and never the second (fetched
 * only by a page that draws one of its characters): src/styles/fonts.mjs, docs/decisions/fonts.md. The CMS preloads
 * both, for the preview of whatever an editor types.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACES } from '../../src/styles/fonts.mjs';
import { builtPages, dist } from './support/site';

const pages = builtPages().filter((p) => p.html.includes('Plus Jakarta Sans') && !p.route.startsWith('/cms'));
const file = (name: string) => readFileSync(join(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts', name));

describe('brand face on the built pages', () => {
  it('is on the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((p) => [p.route, p.html] as const))('%s preloads the first file only', (_route, html) => {
    const faces = [...html.matchAll(/@font-face\{font-family:"Plus Jakarta Sans[^"]*";src:url\("([^"]+)"\)/g)].map(
      (m) => m[1],
    );
    expect(faces).toHaveLength(FACES.length);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloads).toContain(faces[0]);
    expect(preloads).not.toContain(faces[1]);
    faces.forEach((url, i) => expect(readFileSync(join(dist, url)).equals(file(FACES[i].file))).toBe(true));
  });
});

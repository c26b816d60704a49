/**
 * Every page declares the brand face once, from the one committed file, and preloads that file
 * (src/styles/fonts.mjs, docs/decisions/fonts.md). One face: a family of two faces split by unicode-range, one of them
 * never loaded, made Chromium build fallback font data for every size and weight at the first layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONTS } from '../../src/styles/fonts.mjs';
import { builtPages, dist } from './support/site';

const pages = builtPages().filter((p) => p.html.includes('Plus Jakarta Sans'));
const committed = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts', FONTS[0].file));

describe('brand face on the built pages', () => {
  it('is on the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((p) => [p.route, p.html] as const))('%s: one face, its file preloaded', (_route, html) => {
    const faces = [...html.matchAll(/@font-face\{font-family:"Plus Jakarta Sans[^"]*";src:url\("([^"]+)"\)/g)].map(
      (m) => m[1],
    );
    expect(faces).toHaveLength(1);
    expect(html).toContain(`<link rel="preload" href="${faces[0]}" as="font"`);
    expect(readFileSync(join(dist, faces[0])).equals(committed)).toBe(true);
  });
});

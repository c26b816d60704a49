/**
 * Every SVG image the site serves that draws text asks for geometric precision on its root (issue 32;
 * docs/measurements.md, "Why TBT is not 0 beside AstroWind"). Chromium otherwise lays the text of an image document
 * out twice at load, at its own size and again, re-shaped for the screen's scale, when it first paints: home's four
 * illustrations took 10.3 ms of layout CPU with it, 6.3 ms without, and looked the same.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from './support/site';

const withText = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.svg') && !f.startsWith('cms'))
  .map((file) => ({ file, svg: readFileSync(join(dist, file), 'utf8') }))
  .filter(({ svg }) => /<text[\s>]/.test(svg));

describe('SVG images with text', () => {
  it('are found: the illustrations, the logos and the customer stories', () => {
    expect(withText.length).toBeGreaterThan(40);
  });

  it.each(withText.map((s) => [s.file, s.svg] as const))('%s', (_file, svg) => {
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toMatch(/\stext-rendering="geometricPrecision"/);
  });
});

import { describe, expect, it } from 'vitest';
import iconNodes from 'lucide-static/icon-nodes.json';
import codepoints from 'lucide-static/font/codepoints.json';
import { extraStrokePx, glyphCss, glyphsIn, iconCodepoint } from '~/lib/ui/icon-font';
import { ISLAND_GLYPHS } from '~/lib/ui/island-icons';
import { iconRowSvg, STAR_SHAPES, type IconShapes } from '~/lib/ui/star-row';
import { starRowStyle } from '~/lib/ui/stars';
import { iconFonts, iconFontSubset, pageGlyphs } from '~/integrations/html-pipeline/icon-font';
import { ICON_FONT_PLACEHOLDER } from '~/lib/ui/icon-font';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lucide = iconNodes as unknown as Record<string, IconShapes>;

describe('icons as glyphs of Lucide’s icon font', () => {
  it('finds an icon’s codepoint by its Lucide name and names an icon that does not exist', () => {
    expect(iconCodepoint('search')).toBe(0xe151);
    expect(iconCodepoint('circle-check')).toBe((codepoints as Record<string, number>)['circle-check']);
    expect(() => iconCodepoint('no-such-icon')).toThrow('Icon "no-such-icon" does not exist');
    expect(() => iconCodepoint('constructor')).toThrow('does not exist');
  });

  it('writes the CSS string that draws a codepoint, and reads it back from a built page', () => {
    expect(glyphCss(0xe151)).toBe("'\\e151'");
    const html = `<span class="icon" style="--i:'\\e151';--icon-size:20px"></span><i style="--i: '\\e2a3'"></i>`;
    expect(glyphsIn(html)).toEqual([0xe151, 0xe2a3]);
    expect(glyphsIn(`<span style="--i:&#x27;\\e239&#x27;;--icon-size:28px"></span>`)).toEqual([0xe239]); // React's quote
    expect(glyphsIn('<p>--icon-size:20px</p>')).toEqual([]);
  });

  it('draws a thicker stroke as an outline of the stroke difference at the icon’s size', () => {
    expect(extraStrokePx(2, 20)).toBe(0);
    expect(extraStrokePx(3, 24)).toBe(1);
    expect(extraStrokePx(3, 14)).toBe(0.583);
    expect(() => extraStrokePx(1.5, 20)).toThrow('thinner');
  });

  it('gives the islands the same codepoints as lucide-static, which Icon.astro draws', () => {
    for (const [name, cp] of Object.entries(ISLAND_GLYPHS)) expect(cp, name).toBe(iconCodepoint(name));
  });

  it('gives a page the glyphs its icons draw, and the islands’ glyphs when it has islands', () => {
    const icons = `<span style="--i:'\\e151'"></span><span style="--i:'\\e06c'"></span><span style="--i:'\\e151'"></span>`;
    expect(pageGlyphs(icons)).toEqual([0xe06c, 0xe151]);
    const withIsland = pageGlyphs(`${icons}<astro-island uid="1"></astro-island>`);
    expect(withIsland).toContain(ISLAND_GLYPHS.play);
    expect(withIsland).toHaveLength(new Set([0xe06c, 0xe151, ...Object.values(ISLAND_GLYPHS)]).size);
  });

  it('points each page at the subset of its glyphs, shared by pages drawing the same, and writes each subset once', async () => {
    const { stage, output } = iconFonts();
    const head = `<link rel="preload" href="${ICON_FONT_PLACEHOLDER}"><style>@font-face{src:url(${ICON_FONT_PLACEHOLDER})}</style>`;
    const page = (glyphs: string) => `<html><head>${head}</head><body>${glyphs}</body></html>`;
    const site = { asset: async () => null, site: new Map<string, string>() };
    const a = await stage.run(page(`<i style="--i:'\\e151'"></i>`), { file: 'a.html', ...site });
    const b = await stage.run(page(`<i style="--i:'\\e151'"></i>`), { file: 'b.html', ...site });
    const c = await stage.run(page(`<i style="--i:'\\e06c'"></i>`), { file: 'c.html', ...site });
    const url = (html: string) => /href="(\/_astro\/icons\.[\w-]+\.woff2)"/.exec(html)?.[1];
    expect(a).not.toContain(ICON_FONT_PLACEHOLDER);
    expect(a).toContain(`url(${url(a)})`);
    expect(url(b)).toBe(url(a));
    expect(url(c)).not.toBe(url(a));
    expect(await stage.run('<p>no icons</p>', { file: 'd.html', ...site })).toBe('<p>no icons</p>');
    const root = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      expect(await output.write(root, new Map())).toMatch(/^2 file\(s\)/);
      expect(
        readFileSync(join(root, url(a)!))
          .subarray(0, 4)
          .toString('latin1'),
      ).toBe('wOF2');
      expect(readFileSync(join(root, url(c)!)).length).toBeGreaterThan(100);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('keeps exactly the glyphs asked for in the subset font', async () => {
    const few = await iconFontSubset([0xe151, 0xe06c]);
    const more = await iconFontSubset(Object.values(ISLAND_GLYPHS));
    expect(few.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(few.length).toBeLessThan(more.length);
    expect(more.length).toBeLessThan(16 * 1024);
  });
});

describe('a star rating as one element', () => {
  it('uses Lucide’s star', () => {
    expect(STAR_SHAPES).toEqual(lucide.star);
  });

  it('puts each icon of a row in its own 24-unit cell, gap units apart, filled or outlined', () => {
    const svg = iconRowSvg(lucide.star, [true, false], 2);
    expect(svg).toContain("viewBox='0 0 50 24'");
    // The shapes once, each cell a use of them.
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain("<use href='#i' x='0' fill='#000'/>");
    expect(svg).toContain("<use href='#i' x='26' fill='none'/>");
  });

  it('leaves out React keys and escapes what would end an attribute', () => {
    expect(iconRowSvg([['path', { d: "a'b<c&d", key: 'k1' }]], [true], 0)).toContain("<path d='a&apos;b&lt;c&amp;d'/>");
  });

  it('sizes the row and ends the full colour after the last full star', () => {
    const style = starRowStyle(4, 20);
    expect(style['--stars-width']).toBe('108px'); // 5 × 20 px + 4 × 2 px
    expect(style['--stars-full']).toBe('87px'); // four stars and their gaps, half the last gap
    expect(style['--icon-size']).toBe('20px');
    const data = style['--icon'].slice('url("data:image/svg+xml,'.length, -2);
    expect(data).not.toMatch(/[#<>"]/);
    const svg = decodeURIComponent(data);
    expect(svg.match(/fill='#000'\/>/g)).toHaveLength(4);
    expect(svg.match(/fill='none'\/>/g)).toHaveLength(1);
    expect(svg.length).toBeLessThan(1000);
    expect(starRowStyle(0, 18)['--stars-full']).toBe('-1px');
    expect(starRowStyle(5, 18)['--stars-full']).toBe('99px');
  });
});

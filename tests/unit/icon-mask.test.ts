import { describe, expect, it } from 'vitest';
import iconNodes from 'lucide-static/icon-nodes.json';
import { iconMaskUrl, iconRowSvg, iconSvg, type IconShapes } from '~/lib/ui/icon-mask';
import { ISLAND_ICONS } from '~/lib/ui/island-icons';
import { starRowStyle } from '~/lib/ui/stars';

const lucide = iconNodes as unknown as Record<string, IconShapes>;

describe('icon masks', () => {
  it('draws a Lucide icon as a standalone 24×24 SVG with its shapes, stroke width and fill', () => {
    expect(iconSvg(lucide.check)).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2' " +
        "stroke-linecap='round' stroke-linejoin='round'><path d='M20 6 9 17l-5-5'/></svg>",
    );
    expect(iconSvg(lucide.check, { strokeWidth: 3 })).toContain("stroke-width='3'");
    expect(iconSvg(lucide.star, { filled: true })).toContain("fill='#000'");
    expect(iconSvg(lucide['circle-check'])).toContain("<circle cx='12' cy='12' r='10'/><path d='m16 9-5.5 5.5L8 12'/>");
  });

  it('leaves out React keys and escapes what would end an attribute', () => {
    expect(iconSvg([['path', { d: "a'b<c&d", key: 'k1' }]])).toContain("<path d='a&apos;b&lt;c&amp;d'/>");
  });

  it('makes a CSS url() whose data: URL holds no raw %, #, <, > or double quote', () => {
    const url = iconMaskUrl(lucide.star, { filled: true });
    expect(url.startsWith('url("data:image/svg+xml,')).toBe(true);
    const data = url.slice('url("'.length, -'")'.length);
    expect(data).not.toMatch(/[#<>"]/);
    expect(data).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(data.slice('data:image/svg+xml,'.length))).toBe(iconSvg(lucide.star, { filled: true }));
  });

  it('gives the islands the same shapes as lucide-static, which Icon.astro draws', () => {
    for (const [name, shapes] of Object.entries(ISLAND_ICONS)) expect(shapes, name).toEqual(lucide[name]);
  });
});

describe('a star rating as one element', () => {
  it('puts each icon of a row in its own 24-unit cell, gap units apart, filled or outlined', () => {
    const svg = iconRowSvg(lucide.star, [true, false], 2);
    expect(svg).toContain("viewBox='0 0 50 24'");
    expect(svg).toContain("<g transform='translate(0 0)' fill='#000'>");
    expect(svg).toContain("<g transform='translate(26 0)' fill='none'>");
  });

  it('sizes the row and ends the full colour after the last full star', () => {
    const style = starRowStyle(4, 20);
    expect(style['--stars-width']).toBe('108px'); // 5 × 20 px + 4 × 2 px
    expect(style['--stars-full']).toBe('87px'); // four stars and their gaps, half the last gap
    expect(style['--icon-size']).toBe('20px');
    const svg = decodeURIComponent(style['--icon'].slice('url("data:image/svg+xml,'.length, -2));
    expect(svg.match(/fill='#000'>/g)).toHaveLength(4);
    expect(svg.match(/fill='none'>/g)).toHaveLength(1);
    expect(starRowStyle(0, 18)['--stars-full']).toBe('-1px');
    expect(starRowStyle(5, 18)['--stars-full']).toBe('99px');
  });
});

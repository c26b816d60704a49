import { describe, expect, it } from 'vitest';
import iconNodes from 'lucide-static/icon-nodes.json';
import { iconMarkup } from '~/lib/ui/icons';
import { iconRowSvg, STAR_SHAPES, svgUrl, type IconShapes } from '~/lib/ui/star-row';
import { starRowStyle } from '~/lib/ui/stars';

const lucide = iconNodes as unknown as Record<string, IconShapes>;

describe('icons as inline SVG of Lucide’s shapes', () => {
  it('writes an icon’s shapes as SVG elements and names an icon that does not exist', () => {
    expect(iconMarkup('search')).toBe('<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');
    expect(() => iconMarkup('no-such-icon')).toThrow('Icon "no-such-icon" does not exist');
    expect(() => iconMarkup('constructor')).toThrow('does not exist');
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

describe('svgUrl', () => {
  it('escapes only what a data: URL or a quoted CSS string cannot hold', () => {
    expect(svgUrl(' <svg a="1" fill="#fff">50%</svg>\n')).toBe(
      'url("data:image/svg+xml,%3Csvg a=%221%22 fill=%22%23fff%22%3E50%25%3C/svg%3E")',
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from '~/lib/ui/svg-data-uri';

describe('svgDataUri (an SVG that costs no request)', () => {
  it('escapes only what a data: URI or a quoted CSS string cannot hold', () => {
    expect(svgDataUri(' <svg a="1" fill="#fff">50%</svg>\n')).toBe(
      'data:image/svg+xml,%3Csvg a=%221%22 fill=%22%23fff%22%3E50%25%3C/svg%3E',
    );
  });

  it('escapes spaces too for a link href, which may not hold one', () => {
    expect(svgDataUri('<svg a="1"/>', { href: true })).toBe('data:image/svg+xml,%3Csvg%20a=%221%22/%3E');
  });

  it('gives back the favicon exactly when decoded', () => {
    const svg = readFileSync('public/favicon.svg', 'utf8');
    const uri = svgDataUri(svg, { href: true });
    expect(uri).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
  });
});

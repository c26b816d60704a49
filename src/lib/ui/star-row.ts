/**
 * The star rating's one image: a row of Lucide's star, each full or outlined, as an SVG in a `data:` URL that the
 * `.stars` element uses as its CSS mask (src/styles/global.css): one element and one image per rating, full or
 * outlined per star.
 */

/** A Lucide icon node: its shapes as [tag, attributes] (lucide-static's icon-nodes.json, lucide-react's __iconData). */
export type IconShapes = readonly (readonly [string, Readonly<Record<string, unknown>>])[];

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/</g, '&lt;');

/** The icon's shapes as SVG elements. */
function shapesSvg(shapes: IconShapes): string {
  return shapes
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([k]) => k !== 'key')
        .map(([k, v]) => ` ${k}='${escapeAttr(String(v))}'`)
        .join('');
      return `<${tag}${list}/>`;
    })
    .join('');
}

const svgOpen = (width: number) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 24' fill='none' stroke='#000' ` +
  `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>`;

/**
 * A row of the same icon in one SVG (a star rating): one 24-unit cell per entry of `filled`, `gap` units apart, each
 * filled or only stroked. The icon's shapes are written once and each cell is a `<use>` of them (its `fill` inherited
 * by the shapes): the URL sits in every rating's inline style, and home's seven testimonials carried 19 KB of it when
 * each cell repeated the path.
 */
export function iconRowSvg(shapes: IconShapes, filled: readonly boolean[], gap: number): string {
  const cells = filled
    .map((f, i) => `<use href='#i' x='${+(i * (24 + gap)).toFixed(3)}' fill='${f ? '#000' : 'none'}'/>`)
    .join('');
  const width = +(filled.length * 24 + (filled.length - 1) * gap).toFixed(3);
  return `${svgOpen(width)}<defs><g id='i'>${shapesSvg(shapes)}</g></defs>${cells}</svg>`;
}

/**
 * An SVG as a CSS `url(...)` of a data: URL. Only the characters a data: URL or a quoted CSS string cannot hold as
 * they are get escaped; the rest stays readable and compresses with the page.
 */
export function svgUrl(svg: string): string {
  const data = svg.trim().replace(/[%#<>"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml,${data}")`;
}

/** The rating star's shapes (lucide's `star`; tests/unit/star-row.test.ts checks them against lucide-static). */
export const STAR_SHAPES = [
  [
    'path',
    {
      d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
    },
  ],
] satisfies IconShapes;

/**
 * An icon drawn as one element: the icon's SVG (a Lucide icon node) becomes a `data:` URL used as the element's CSS
 * mask over `background-color: currentColor` (the `.icon` rule in src/styles/global.css). An inline `<svg>` is one
 * element plus one per shape (2 to 11 for the icons the site uses); this is always one. Shared by Icon.astro and the
 * islands' MaskIcon, so both draw exactly the same image.
 */

/** A Lucide icon node: its shapes as [tag, attributes] (lucide-static's icon-nodes.json, lucide-react's __iconData). */
export type IconShapes = readonly (readonly [string, Readonly<Record<string, unknown>>])[];

export interface IconMaskOptions {
  strokeWidth?: number;
  /** Fill the shapes as well as stroking them (a full rating star). */
  filled?: boolean;
}

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

const svgOpen = (width: number, strokeWidth: number, filled: boolean) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} 24' fill='${filled ? '#000' : 'none'}' stroke='#000' ` +
  `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>`;

/** The icon's standalone SVG (24×24 view box, black strokes: only its alpha is used by the mask). */
export function iconSvg(shapes: IconShapes, { strokeWidth = 2, filled = false }: IconMaskOptions = {}): string {
  return `${svgOpen(24, strokeWidth, filled)}${shapesSvg(shapes)}</svg>`;
}

/**
 * A row of the same icon in one SVG (a star rating): one 24-unit cell per entry of `filled`, `gap` units apart, each
 * filled or only stroked.
 */
export function iconRowSvg(shapes: IconShapes, filled: readonly boolean[], gap: number, strokeWidth = 2): string {
  const inner = shapesSvg(shapes);
  const cells = filled
    .map(
      (f, i) =>
        `<g transform='translate(${+(i * (24 + gap)).toFixed(3)} 0)' fill='${f ? '#000' : 'none'}'>${inner}</g>`,
    )
    .join('');
  const width = +(filled.length * 24 + (filled.length - 1) * gap).toFixed(3);
  return `${svgOpen(width, strokeWidth, false)}${cells}</svg>`;
}

/** An SVG as a CSS `url(...)` of a data: URL. */
export function svgUrl(svg: string): string {
  // Only the characters a data: URL or a CSS string cannot hold as they are get escaped; the rest stays readable.
  const data = svg.replace(/[%#<>"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `url("data:image/svg+xml,${data}")`;
}

/** The CSS `url(...)` of the icon, for the `--icon` custom property of an `.icon` element. */
export function iconMaskUrl(shapes: IconShapes, options: IconMaskOptions = {}): string {
  return svgUrl(iconSvg(shapes, options));
}

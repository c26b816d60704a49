/**
 * Icons are Lucide's shapes (lucide-static's icon-nodes.json) in one SVG sprite for the whole site, cached across
 * pages: Icon.astro writes `<svg><use href="/_astro/icons.svg#name"/></svg>`, and the build's `icon-sprite` stage
 * (src/integrations/html-pipeline/icon-sprite.ts) writes the sprite of every icon the pages use under a
 * content-hashed name and points the pages at it. The islands draw the same shapes inline through lucide-react
 * (src/islands/shared/IslandIcon.tsx). docs/decisions/icons.md.
 */
import iconNodes from 'lucide-static/icon-nodes.json';
import { BRAND_PREFIX, brandPath } from './brand-icons';
import { escapeAttribute } from './escape-markup';

type Shapes = [string, Record<string, string | number>][];
const NODES = iconNodes as unknown as Record<string, Shapes>;

/** Where Icon.astro points before the build knows the sprite's hashed name. */
export const ICON_SPRITE_PLACEHOLDER = '/_astro/icons.svg';

/**
 * A Lucide icon's shapes as SVG markup (the inside of its `<svg>`), or a brand mark's path for `brand-<name>`
 * (src/lib/ui/brand-icons.ts); a clear error names an icon that does not exist.
 */
export function iconMarkup(name: string): string {
  if (name.startsWith(BRAND_PREFIX))
    return `<path d="${escapeAttribute(brandPath(name.slice(BRAND_PREFIX.length)))}"/>`;
  const shapes = Object.hasOwn(NODES, name) ? NODES[name] : undefined;
  if (!shapes) throw new Error(`Icon "${name}" does not exist in lucide-static`);
  return shapes
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${escapeAttribute(String(v))}"`)
          .join(' ')}/>`,
    )
    .join('');
}

/** The names of the sprite's icons a built page uses, in order of first use. */
export function iconsIn(html: string): string[] {
  const names = html.matchAll(new RegExp(`href="${ICON_SPRITE_PLACEHOLDER.replace(/\./g, '\\.')}#([a-z0-9-]+)"`, 'g'));
  return [...new Set([...names].map((m) => m[1]))];
}

/**
 * How Lucide draws its shapes (unfilled, stroked in the text colour, round ends and joins): on each Lucide symbol of
 * the sprite, so the pages' `<svg>`s do not repeat it; the stroke width and the size stay on the `<svg>` (Icon.astro).
 */
export const LUCIDE_PAINT = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/**
 * One SVG holding each named icon as a `<symbol id="name">`: Lucide's with LUCIDE_PAINT, the brand marks bare (their
 * `<svg>` fills them). The `<svg>` that uses one gives its stroke width and size.
 */
export function iconSprite(names: Iterable<string>): string {
  const symbols = [...new Set(names)]
    .sort()
    .map((name) => {
      const paint = name.startsWith(BRAND_PREFIX) ? '' : ` ${LUCIDE_PAINT}`;
      return `<symbol id="${name}" viewBox="0 0 24 24"${paint}>${iconMarkup(name)}</symbol>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

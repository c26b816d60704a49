/**
 * Where a tooltip bubble goes: centred over its trigger, shifted sideways just enough to stay
 * inside the viewport with a margin, and flipped below the trigger when there is no room above it (under the
 * sticky header). Pure: the DOM wiring in InfoTooltip.astro measures, calls this, and applies the result.
 */
export interface TooltipPlacement {
  /** Horizontal shift in px from the centred position (negative: to the left). */
  shift: number;
  side: 'top' | 'bottom';
}

export interface TooltipGeometry {
  /** Trigger box in viewport coordinates. */
  anchor: { left: number; right: number; top: number; bottom: number };
  bubble: { width: number; height: number };
  viewport: { width: number; height: number };
  /** Space kept free at the viewport edges (px). */
  margin?: number;
  /** Height covered at the top of the viewport (the sticky header). */
  topInset?: number;
  /** Gap between trigger and bubble (px). */
  gap?: number;
}

export function placeTooltip(g: TooltipGeometry): TooltipPlacement {
  const margin = g.margin ?? 8;
  const gap = g.gap ?? 8;
  const centre = (g.anchor.left + g.anchor.right) / 2;
  const left = centre - g.bubble.width / 2;
  const right = left + g.bubble.width;
  let shift = 0;
  if (g.bubble.width > g.viewport.width - 2 * margin) shift = margin - left;
  else if (left < margin) shift = margin - left;
  else if (right > g.viewport.width - margin) shift = g.viewport.width - margin - right;
  const roomAbove = g.anchor.top - (g.topInset ?? 0) - gap;
  const roomBelow = g.viewport.height - g.anchor.bottom - gap;
  const side = roomAbove >= g.bubble.height || roomAbove >= roomBelow ? 'top' : 'bottom';
  return { shift: Math.round(shift), side };
}

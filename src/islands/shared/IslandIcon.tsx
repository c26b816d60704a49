/**
 * An icon of an island as one element, the same glyph Icon.astro draws (src/lib/ui/icon-font.ts): a span whose
 * ::before is the icon's glyph in its text colour. Decorative (hidden from assistive technology); give meaning in the
 * text.
 */
import type { CSSProperties } from 'react';
import { glyphCss } from '~/lib/ui/icon-font';
import { ISLAND_GLYPHS, type IslandIconName } from '~/lib/ui/island-icons';

interface Props {
  name: IslandIconName;
  size?: number;
  className?: string;
  /** Classes of a box around the icon that centres it: the box is the one element, the icon its ::before. */
  badge?: string;
}

export default function IslandIcon({ name, size = 20, className = '', badge }: Props) {
  const style = { '--i': glyphCss(ISLAND_GLYPHS[name]), '--icon-size': `${size}px` } as CSSProperties;
  return (
    <span aria-hidden="true" className={badge ? `icon-badge ${badge}` : `icon shrink-0 ${className}`} style={style} />
  );
}

/**
 * An icon of an island as one element, the same image Icon.astro draws (src/lib/ui/icon-mask.ts): a span masked by
 * the icon's SVG over its text colour. Decorative (hidden from assistive technology); give meaning in the text.
 */
import type { CSSProperties } from 'react';
import { iconMaskUrl } from '~/lib/ui/icon-mask';
import { ISLAND_ICONS, type IslandIconName } from '~/lib/ui/island-icons';

interface Props {
  name: IslandIconName;
  size?: number;
  filled?: boolean;
  className?: string;
  /** Classes of a box around the icon that centres it: the box is the one element, the icon its ::before. */
  badge?: string;
}

export default function MaskIcon({ name, size = 20, filled = false, className = '', badge }: Props) {
  const style = { '--icon': iconMaskUrl(ISLAND_ICONS[name], { filled }), '--icon-size': `${size}px` } as CSSProperties;
  return (
    <span aria-hidden="true" className={badge ? `icon-badge ${badge}` : `icon shrink-0 ${className}`} style={style} />
  );
}

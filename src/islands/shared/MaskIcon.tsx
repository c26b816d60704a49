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
}

export default function MaskIcon({ name, size = 20, filled = false, className = '' }: Props) {
  const style = { '--icon': iconMaskUrl(ISLAND_ICONS[name], { filled }), '--icon-size': `${size}px` } as CSSProperties;
  return <span aria-hidden="true" className={`icon shrink-0 ${className}`} style={style} />;
}

/**
 * An icon of an island: the same Lucide shapes as Icon.astro draws, as inline SVG (lucide-react, one small module per
 * icon). Decorative (hidden from assistive technology); give meaning in the text.
 */
import {
  ChartColumn,
  Check,
  CircleCheck,
  ClipboardList,
  Package,
  Search,
  Send,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS = {
  search: Search,
  'chart-column': ChartColumn,
  send: Send,
  'clipboard-list': ClipboardList,
  users: Users,
  package: Package,
  'circle-check': CircleCheck,
  'trending-up': TrendingUp,
  check: Check,
} satisfies Record<string, LucideIcon>;

export type IslandIconName = keyof typeof ICONS;

interface Props {
  name: IslandIconName;
  size?: number;
  className?: string;
  /** Classes of a box around the icon that centres it. */
  badge?: string;
}

export default function IslandIcon({ name, size = 20, className = '', badge }: Props) {
  const Shape = ICONS[name];
  const svg = <Shape aria-hidden="true" size={size} className={`shrink-0 ${className}`} />;
  return badge ? <span className={badge}>{svg}</span> : svg;
}

/**
 * The icons the islands draw, as codepoints of Lucide's icon font (IslandIcon.tsx draws them, the same glyphs as
 * Icon.astro: src/lib/ui/icon-font.ts), so the islands ship these few numbers instead of an icon library or the
 * font's whole codepoint table. tests/unit/icon-font.test.ts checks each against lucide-static.
 */
export const ISLAND_GLYPHS = {
  search: 0xe151,
  'chart-column': 0xe2a3,
  send: 0xe152,
  'clipboard-list': 0xe086,
  users: 0xe1a4,
  package: 0xe129,
  'circle-check': 0xe226,
  'trending-up': 0xe191,
  check: 0xe06c,
  quote: 0xe239,
  'chevron-left': 0xe06e,
  'chevron-right': 0xe06f,
  play: 0xe13c,
  pause: 0xe12e,
} satisfies Record<string, number>;

export type IslandIconName = keyof typeof ISLAND_GLYPHS;

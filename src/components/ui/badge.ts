/** The classes of a badge (Badge.astro), shared with the CMS preview (src/lib/cms/boot.ts). */
export type BadgeTone = 'brand' | 'accent' | 'neutral' | 'success' | 'dark';

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-orange-50 text-accent-700',
  neutral: 'bg-surface-muted text-ink-600 border border-line',
  success: 'bg-emerald-50 text-success-600',
  dark: 'bg-ink-900 text-white',
};

export function badgeClass(tone: BadgeTone = 'brand'): string {
  return `inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`;
}

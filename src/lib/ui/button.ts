/** Button styles shared by the static Button.astro and the React islands, so both look the same. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'accent' | 'white';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors duration-150 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'text-center whitespace-nowrap';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
  outline: 'border border-line bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-ink-700 hover:bg-surface-muted hover:text-ink-900',
  accent: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800',
  white: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  // 44 px tall on phones (the route gate's minimum for a control below 640 px), 36 px from 640 px.
  sm: 'h-11 px-4 text-sm sm:h-9',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

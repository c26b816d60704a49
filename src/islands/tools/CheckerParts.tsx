/** Pieces shared by both free checkers: the input form, the "Estimate" label, result figures and the sign-up link. */
import type { ReactNode } from 'react';
import { Info, Loader2 } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';

interface Props {
  inputId: string;
  label: string;
  name: string;
  placeholder: string;
  inputMode?: 'url' | 'text';
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: { preventDefault(): void }) => void;
  loading: boolean;
  disabled: boolean;
  idleText: string;
  busyText: string;
  icon: ReactNode;
}

export function CheckerForm(p: Props) {
  return (
    <form
      onSubmit={p.onSubmit}
      className="rounded-card border border-line bg-white p-5 shadow-lift sm:p-6"
      aria-busy={p.loading}
    >
      <label htmlFor={p.inputId} className="block text-sm font-semibold text-ink-900">
        {p.label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={p.inputId}
          name={p.name}
          type="text"
          inputMode={p.inputMode}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          placeholder={p.placeholder}
          className="h-12 w-full min-w-0 rounded-pill sm:flex-1 border border-line bg-white px-5 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500"
        />
        <button type="submit" disabled={p.disabled} className={buttonClasses('primary', 'lg')}>
          {p.loading ? (
            <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          ) : (
            p.icon
          )}
          {p.loading ? p.busyText : p.idleText}
        </button>
      </div>
    </form>
  );
}

export function EstimateBadge({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-pill border border-line bg-surface-muted px-2.5 py-0.5 text-xs font-semibold text-ink-600">
      <Info aria-hidden="true" className="size-3.5" /> {text}
    </span>
  );
}

/** One figure of a result card; `className` sets its span in the card's grid. */
export function Metric({
  icon,
  label,
  value,
  field,
  className = '',
}: {
  icon: ReactNode;
  label: string;
  value: string;
  field: string;
  className?: string;
}) {
  return (
    <div className={`rounded-xl bg-brand-50 p-3 ${className}`}>
      <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-600">
        <span aria-hidden="true" className="text-brand-600">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-display text-xl font-extrabold text-ink-900" data-field={field}>
        {value}
      </dd>
    </div>
  );
}

export function SignUpLink({ href, text, newTab }: { href: string; text: string; newTab: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('primary', 'md', 'mt-5 w-full sm:w-auto')}
    >
      {text}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}

/** Exact engagement calculator: (likes + comments) / followers x 100 with the benchmark band. */
import { useId, useState } from 'react';
import { Calculator } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { calculateEngagement, formatRate, type CalculatorResult } from '~/lib/checkers';
import type { BenchmarksCopy, CalculatorCopy } from '~/lib/tools/tools.schema';

const bandTone = {
  low: 'bg-orange-50 text-accent-700',
  average: 'bg-brand-100 text-brand-800',
  high: 'bg-emerald-50 text-emerald-800',
  'very-high': 'bg-emerald-100 text-emerald-800',
} as const;

export default function EngagementCalculator({
  copy: c,
  bands,
}: {
  copy: CalculatorCopy;
  bands: BenchmarksCopy['bands'];
}) {
  const id = useId();
  const [fields, setFields] = useState({ followers: '', likes: '', comments: '' });
  const [result, setResult] = useState<CalculatorResult | null>(null);

  function onSubmit(e: { preventDefault(): void }) {
    e.preventDefault();
    setResult(calculateEngagement(fields));
  }
  const field = (name: keyof typeof fields) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-ink-900">
        {c.fields[name].label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        required
        value={fields[name]}
        placeholder={c.fields[name].placeholder}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
        aria-invalid={result && !result.ok ? true : undefined}
        aria-describedby={result && !result.ok ? `${id}-error` : undefined}
        className="mt-2 h-11 w-full rounded-xl border border-line bg-white px-4 text-base text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-500"
      />
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-card border border-line bg-white p-6 shadow-card"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Calculator aria-hidden="true" className="size-5 text-brand-600" /> {c.title}
      </h3>
      <p className="mt-1 text-sm text-ink-600">{c.intro}</p>
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        {field('followers')}
        {field('likes')}
        {field('comments')}
      </div>
      <button type="submit" className={buttonClasses('primary', 'md', 'mt-5')}>
        {c.submit}
      </button>
      <div aria-live="polite" className="mt-4">
        {result && !result.ok && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger-600">
            {c.errors[result.field]}
          </p>
        )}
        {result && result.ok && (
          <p data-testid="calculator-result" className={`rounded-xl px-4 py-3 text-sm ${bandTone[result.band]}`}>
            {c.result}{' '}
            <strong className="font-display text-lg" data-field="rate">
              {formatRate(result.rate)}
            </strong>{' '}
            <span data-field="band">({bands[result.band]})</span>
          </p>
        )}
      </div>
    </form>
  );
}

/** Engagement checker island: input -> ~1.5 s loading -> seeded estimate card (rules in ~/lib/checkers). */
import { useChecker } from './useChecker';
import { CheckerForm, EstimateBadge, Metric, SignUpLink } from './CheckerParts';
import { Heart, MessageCircle, Search, Users, TrendingUp } from 'lucide-react';
import {
  engagementAnalysis,
  engagementLevel,
  estimateEngagement,
  formatRate,
  isCheckDisabled,
  type EngagementResult,
} from '~/lib/checkers';
import { formatNumber } from '~/lib/format';
import type { EngagementCheckerCopy } from '~/lib/tools/tools.schema';

interface Props {
  signUpUrl: string;
  copy: EngagementCheckerCopy;
  newTab: string;
}

const levelTone = {
  low: 'bg-orange-50 text-accent-700',
  average: 'bg-brand-100 text-brand-800',
  high: 'bg-emerald-50 text-emerald-800',
} as const;

export default function EngagementChecker({ signUpUrl, copy: c, newTab }: Props) {
  const {
    input,
    setInput,
    state,
    inputId,
    loading,
    onSubmit,
    result: r,
  } = useChecker<EngagementResult>(estimateEngagement);
  return (
    <div className="mx-auto max-w-2xl">
      <CheckerForm
        inputId={inputId}
        label={c.label}
        name="username"
        placeholder={c.placeholder}
        value={input}
        onChange={setInput}
        onSubmit={onSubmit}
        loading={loading}
        disabled={isCheckDisabled(state.status, input)}
        idleText={c.idle}
        busyText={c.busy}
        icon={<Search aria-hidden="true" className="size-5" />}
      />

      <div aria-live="polite" className="mt-6">
        {r && (
          <section
            aria-labelledby={`${inputId}-result`}
            data-testid="engagement-result"
            className={`rounded-card border border-line bg-white p-6 shadow-card transition-opacity ${loading ? 'opacity-60' : ''}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`${inputId}-result`} className="text-xl font-bold" data-field="username">
                @{r.username}
              </h2>
              <EstimateBadge text={c.estimate} />
            </div>
            <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Metric
                icon={<Users className="size-4" />}
                label={c.metrics.followers}
                value={formatNumber(r.followers)}
                field="followers"
              />
              <Metric
                icon={<TrendingUp className="size-4" />}
                label={c.metrics.rate}
                value={formatRate(r.engagementRate)}
                field="engagement-rate"
              />
              <Metric
                icon={<Heart className="size-4" />}
                label={c.metrics.likes}
                value={formatNumber(r.averageLikes)}
                field="average-likes"
              />
              <Metric
                icon={<MessageCircle className="size-4" />}
                label={c.metrics.comments}
                value={formatNumber(r.averageComments)}
                field="average-comments"
              />
            </dl>
            <p
              className={`mt-5 rounded-xl px-4 py-3 text-sm font-medium ${levelTone[engagementLevel(r.engagementRate)]}`}
              data-field="analysis"
            >
              {engagementAnalysis(r.engagementRate, c.analysis, c.levels)}
            </p>
            <p className="mt-3 text-xs leading-5 text-ink-500">{c.note}</p>
            <SignUpLink href={signUpUrl} text={c.signUp} newTab={newTab} />
          </section>
        )}
      </div>
    </div>
  );
}

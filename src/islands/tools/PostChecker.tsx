/** Post checker island: post URL -> ~1.5 s loading -> seeded estimate card (rules in ~/lib/checkers). */
import { useChecker } from './useChecker';
import { CheckerForm, EstimateBadge, Metric, SignUpLink } from './CheckerParts';
import {
  Bookmark,
  Eye,
  Heart,
  Image as ImageIcon,
  MessageCircle,
  Send,
  Sparkles,
  TrendingUp,
  Video,
} from 'lucide-react';
import {
  estimatePost,
  formatRate,
  isCheckDisabled,
  postAnalysis,
  postPerformance,
  type PostResult,
} from '~/lib/checkers';
import { fill } from '~/lib/copy/fill';
import { formatLongDate, formatNumber } from '~/lib/format';
import type { PostCheckerCopy } from '~/lib/tools/tools.schema';

interface Props {
  signUpUrl: string;
  copy: PostCheckerCopy;
  newTab: string;
}

const perfTone = {
  poor: 'bg-orange-50 text-accent-700',
  good: 'bg-brand-100 text-brand-800',
  excellent: 'bg-emerald-50 text-emerald-800',
} as const;

export default function PostChecker({ signUpUrl, copy: c, newTab }: Props) {
  const { input, setInput, state, inputId, loading, onSubmit, result: r } = useChecker<PostResult>(estimatePost);
  return (
    <div className="mx-auto max-w-2xl">
      <CheckerForm
        inputId={inputId}
        label={c.label}
        name="postUrl"
        inputMode="url"
        placeholder={c.placeholder}
        value={input}
        onChange={setInput}
        onSubmit={onSubmit}
        loading={loading}
        disabled={isCheckDisabled(state.status, input)}
        idleText={c.idle}
        busyText={c.busy}
        icon={<Sparkles aria-hidden="true" className="size-5" />}
      />

      <div aria-live="polite" className="mt-6">
        {r && (
          <section
            aria-labelledby={`${inputId}-result`}
            data-testid="post-result"
            className={`rounded-card border border-line bg-white p-6 shadow-card transition-opacity ${loading ? 'opacity-60' : ''}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="min-w-0">
                <h2 id={`${inputId}-result`} className="text-xl font-bold">
                  {c.title}
                </h2>
                <p className="mt-1 truncate text-sm text-ink-600" data-field="post-url" title={r.postUrl}>
                  {r.postUrl}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <span
                  data-field="post-type"
                  className="inline-flex items-center gap-1 rounded-pill bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
                >
                  {r.postType === 'Video' ? (
                    <Video aria-hidden="true" className="size-3.5" />
                  ) : (
                    <ImageIcon aria-hidden="true" className="size-3.5" />
                  )}
                  {r.postType}
                </span>
                <EstimateBadge text={c.estimate} />
              </div>
            </div>
            {/* Six figures for a video (two rows of three), five for an image: the last row then has two wider
                figures (and on a phone the last one spans the row), so no grid cell is left empty. */}
            <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-6">
              <Metric
                icon={<Heart className="size-4" />}
                label={c.metrics.likes}
                value={formatNumber(r.likes)}
                field="likes"
                className="sm:col-span-2"
              />
              <Metric
                icon={<MessageCircle className="size-4" />}
                label={c.metrics.comments}
                value={formatNumber(r.comments)}
                field="comments"
                className="sm:col-span-2"
              />
              <Metric
                icon={<TrendingUp className="size-4" />}
                label={c.metrics.engagement}
                value={formatRate(r.engagement)}
                field="engagement"
                className="sm:col-span-2"
              />
              {r.views !== undefined && (
                <Metric
                  icon={<Eye className="size-4" />}
                  label={c.metrics.views}
                  value={formatNumber(r.views)}
                  field="views"
                  className="sm:col-span-2"
                />
              )}
              <Metric
                icon={<Bookmark className="size-4" />}
                label={c.metrics.saves}
                value={formatNumber(r.saves)}
                field="saves"
                className={r.views !== undefined ? 'sm:col-span-2' : 'sm:col-span-3'}
              />
              <Metric
                icon={<Send className="size-4" />}
                label={c.metrics.shares}
                value={formatNumber(r.shares)}
                field="shares"
                className={r.views !== undefined ? 'sm:col-span-2' : 'col-span-2 sm:col-span-3'}
              />
            </dl>
            <p
              className={`mt-5 rounded-xl px-4 py-3 text-sm font-medium ${perfTone[postPerformance(r.engagement)]}`}
              data-field="analysis"
            >
              {postAnalysis(r.engagement, c.analysis, c.performance)}
            </p>
            <p className="mt-3 text-xs leading-5 text-ink-500">
              {fill(c.note, { date: formatLongDate(new Date(`${r.postDate}T00:00:00Z`)) })}
            </p>
            <SignUpLink href={signUpUrl} text={c.signUp} newTab={newTab} />
          </section>
        )}
      </div>
    </div>
  );
}

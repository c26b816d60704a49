/**
 * Search box, status and date filters of the dashboard, and the attribution facets (UTM source, medium, campaign,
 * landing page: exact match). Applies on submit (Enter) and when a select or date changes.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { Search, X } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { isFilterEmpty, MAX_QUERY_LENGTH, type LeadFilter } from '~/lib/admin/lead-query';
import { LEAD_STATUSES, type LeadStatus } from '~/lib/lead/kinds';
import { ATTRIBUTION_FACETS } from '~/lib/attribution/facets';
import { ATTRIBUTION_LIMITS } from '~/lib/attribution/capture';

interface Props {
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
}

const field = 'h-11 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink-900';

export default function FilterBar({ filter, onChange }: Props) {
  const ui = useAdminCopy();
  const id = useId();
  // What the fields show: the applied filter, plus edits not applied yet (typed search text, an impossible range).
  const [draft, setDraft] = useState<LeadFilter>(filter);
  const [rangeError, setRangeError] = useState(false);
  // A filter set from outside (Clear, the address) replaces the draft.
  const [shown, setShown] = useState(filter);
  if (shown !== filter) {
    setShown(filter);
    setDraft(filter);
  }
  const q = draft.q ?? '';

  const apply = (next: LeadFilter) => {
    setDraft(next);
    const clean: LeadFilter = {};
    if (next.q?.trim()) clean.q = next.q.trim();
    if (next.status) clean.status = next.status;
    if (next.from) clean.from = next.from;
    if (next.to) clean.to = next.to;
    for (const facet of ATTRIBUTION_FACETS) if (next[facet]?.trim()) clean[facet] = next[facet].trim();
    // A landing page is a path: "pricing" means "/pricing".
    if (clean.landingPage && !clean.landingPage.startsWith('/')) clean.landingPage = `/${clean.landingPage}`;
    if (next.spam) clean.spam = true;
    const bad = !!(clean.from && clean.to && clean.from > clean.to);
    setRangeError(bad);
    if (!bad) onChange(clean);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <form
      role="search"
      aria-label={ui.filter.legend}
      onSubmit={submit}
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-ink-700">
            {ui.filter.search}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={ui.filter.searchPlaceholder}
              onChange={(e) => setDraft({ ...draft, q: e.target.value })}
              className={`${field} min-w-0 flex-1`}
            />
            <button type="submit" className={buttonClasses('primary', 'sm', 'h-11 shrink-0')}>
              <Search size={16} aria-hidden="true" />
              {ui.filter.apply}
            </button>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-ink-700">
            {ui.filter.status}
          </label>
          <select
            id={`${id}-status`}
            value={draft.status ?? ''}
            onChange={(e) => apply({ ...draft, status: (e.target.value || undefined) as LeadStatus | undefined })}
            className={field}
          >
            <option value="">{ui.filter.anyStatus}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ui.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-ink-700">
            {ui.filter.from}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => apply({ ...draft, from: e.target.value || undefined })}
            className={field}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-ink-700">
            {ui.filter.to}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => apply({ ...draft, to: e.target.value || undefined })}
            className={field}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
          />
        </div>
        <button
          type="button"
          className={buttonClasses('ghost', 'sm', 'h-11 text-brand-800')}
          disabled={isFilterEmpty(filter) && !q}
          onClick={() => apply({})}
        >
          <X size={16} aria-hidden="true" />
          {ui.filter.clear}
        </button>
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-ink-900">{ui.filter.facets}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {ATTRIBUTION_FACETS.map((facet) => (
            <div key={facet}>
              <label htmlFor={`${id}-${facet}`} className="mb-1 block text-sm font-medium text-ink-700">
                {ui.filter[facet]}
              </label>
              <input
                id={`${id}-${facet}`}
                type="text"
                name={facet}
                value={draft[facet] ?? ''}
                maxLength={facet === 'landingPage' ? ATTRIBUTION_LIMITS.landingPage : ATTRIBUTION_LIMITS.utm}
                placeholder={facet === 'landingPage' ? ui.filter.landingPagePlaceholder : undefined}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => setDraft({ ...draft, [facet]: e.target.value })}
                className={field}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <label className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink-700">
        <input
          type="checkbox"
          checked={!!draft.spam}
          onChange={(e) => apply({ ...draft, spam: e.target.checked || undefined })}
          className="size-4 accent-brand-700"
        />
        {ui.filter.spamOnly}
      </label>
      {rangeError && (
        <p id={`${id}-range`} role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {ui.filter.invalidRange}
        </p>
      )}
    </form>
  );
}

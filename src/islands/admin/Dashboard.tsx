/**
 * The dashboard after login: filters (kept in the address), stat cards and 30-day chart for the filter, the two tabs
 * with a page of each list and "Load more", status changes, CSV export of every match, and the index repair; a third
 * tab, Insights (InsightsPanel, issue 29), shows the funnel per page, lead sources and real-user vitals for the period.
 * The stat cards never contradict the lists: the stats and the lists are loaded together (after a filter change, a
 * refresh, a repair or a deleted lead), and while the count cards disagree with the lists' totals (a lead came or
 * went between the requests) all three are asked again, quietly, a bounded number of times.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Building2, Clock3, LogOut, Mail, RefreshCw, Rocket, Wrench } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { useAdminCopy } from './copy-context';
import { isFilterEmpty, viewFromSearch, viewToSearch, type LeadFilter } from '~/lib/admin/lead-query';
import type { LeadKind, LeadStatus } from '~/lib/lead/kinds';
import { HttpError } from '~/lib/http/client';
import { fetchAllLeads, fetchLeadPage, fetchStats, repairIndex, updateStatus } from '~/lib/admin/client';
import type { StatsAnswer } from '~/lib/admin/contract';
import { statsAgreeWithLists } from '~/lib/admin/stats';
import FilterBar from './FilterBar';
import { useTabs } from '~/islands/shared/useTabs';
import LeadPanel, { type ListState } from './LeadPanel';
import SubmissionsChart from './SubmissionsChart';
import InsightsPanel from './InsightsPanel';
import NewsletterPanel from './NewsletterPanel';
import DataRequestsPanel from './DataRequestsPanel';

const KINDS: LeadKind[] = ['launchpad', 'contact'];
/** The tabs: the two lead lists, then Insights (issue 29; not kept in the address). */
type Tab = LeadKind | 'insights';
const TABS: Tab[] = [...KINDS, 'insights'];
type StatsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: StatsAnswer };
/** Extra loads of the stats and lists while they disagree; a steady stream of new leads must not loop forever. */
const AGREEMENT_ROUNDS = 2;

interface Props {
  onLogout: () => Promise<void>;
  onExpired: () => void;
}

const initialView = () =>
  typeof location === 'undefined' ? { filter: {}, tab: 'launchpad' as const } : viewFromSearch(location.search);

export default function Dashboard({ onLogout, onExpired }: Props) {
  const ui = useAdminCopy();
  const [view] = useState(initialView);
  const [filter, setFilter] = useState<LeadFilter>(view.filter);
  const [tab, setTab] = useState<Tab>(view.tab);
  const [refreshed, setRefreshed] = useState(0);
  const [lists, setLists] = useState<Record<LeadKind, ListState>>({
    launchpad: { status: 'loading' },
    contact: { status: 'loading' },
  });
  const [stats, setStats] = useState<StatsState>({ status: 'loading' });
  const [loggingOut, setLoggingOut] = useState(false);
  const [repair, setRepair] = useState<{ state: 'idle' | 'busy' } | { state: 'done' | 'failed'; message: string }>({
    state: 'idle',
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Answers to an older filter arrive late sometimes: only the latest request of each list may set it.
  const generation = useRef<Record<LeadKind | 'stats', number>>({ launchpad: 0, contact: 0, stats: 0 });
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', []);

  const failed = useCallback(
    (err: unknown) => {
      if (err instanceof HttpError && err.status === 401) onExpired();
    },
    [onExpired],
  );

  /** Loads the first page of a list (quietly: the shown list stays until the answer); the total it shows, or null. */
  const load = useCallback(
    async (kind: LeadKind, f: LeadFilter, quiet = false): Promise<number | null> => {
      const gen = ++generation.current[kind];
      if (!quiet) setLists((s) => ({ ...s, [kind]: { status: 'loading' } }));
      try {
        const page = await fetchLeadPage(kind, f);
        if (gen !== generation.current[kind]) return null;
        setLists((s) => ({ ...s, [kind]: { status: 'ready', ...page, more: 'idle' } }));
        return page.total;
      } catch (err) {
        if (gen === generation.current[kind]) setLists((s) => ({ ...s, [kind]: { status: 'error' } }));
        failed(err);
        return null;
      }
    },
    [failed],
  );

  /** Loads the stats; the answer it shows, or null. */
  const loadStats = useCallback(
    async (f: LeadFilter): Promise<StatsAnswer | null> => {
      const gen = ++generation.current.stats;
      setStats((s) => (s.status === 'ready' ? s : { status: 'loading' }));
      try {
        const data = await fetchStats(f, timeZone);
        if (gen !== generation.current.stats) return null;
        setStats({ status: 'ready', data });
        return data;
      } catch (err) {
        if (gen === generation.current.stats) setStats({ status: 'error' });
        failed(err);
        return null;
      }
    },
    [failed, timeZone],
  );

  /**
   * Loads the stats and both lists for a filter (the lists in `shown` show "Loading" meanwhile, the others stay
   * until their answer), then again while the count cards and the lists' totals disagree.
   */
  const loadAll = useCallback(
    async (f: LeadFilter, shown: readonly LeadKind[] = KINDS) => {
      for (let round = 0; round <= AGREEMENT_ROUNDS; round++) {
        const quiet = (kind: LeadKind) => round > 0 || !shown.includes(kind);
        const [data, launchpad, contact] = await Promise.all([
          loadStats(f),
          load('launchpad', f, quiet('launchpad')),
          load('contact', f, quiet('contact')),
        ]);
        // A newer load (another filter, a retry) took over, a list failed (its "Try again" is the admin's to press),
        // or the lists agree with the cards: done.
        if (!data || launchpad === null || contact === null) return;
        if (statsAgreeWithLists(data, { launchpad, contact })) return;
      }
    },
    [load, loadStats],
  );

  useEffect(() => {
    heading.current?.focus();
    // Fetching on mount: the loaders mark their lists as loading before each request (already so on mount).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadAll(view.filter);
  }, [loadAll, view.filter]);

  // The address keeps the view, so a reload or a shared link shows the same filter and tab.
  useEffect(() => {
    const search = viewToSearch({ filter, tab: tab === 'insights' ? 'launchpad' : tab });
    if (search !== location.search && !(search === '' && location.search === ''))
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [filter, tab]);

  const applyFilter = (next: LeadFilter) => {
    setFilter(next);
    void loadAll(next);
  };

  const loadMore = useCallback(
    async (kind: LeadKind) => {
      const current = lists[kind];
      if (current.status !== 'ready' || !current.nextCursor || current.more === 'loading') return;
      const gen = generation.current[kind];
      setLists((s) => ({ ...s, [kind]: { ...current, more: 'loading' } }));
      try {
        const page = await fetchLeadPage(kind, filter, current.nextCursor);
        if (gen !== generation.current[kind]) return;
        setLists((s) => {
          const l = s[kind];
          if (l.status !== 'ready') return s;
          const seen = new Set(l.items.map((r) => r.id));
          return {
            ...s,
            [kind]: {
              status: 'ready',
              items: [...l.items, ...page.items.filter((r) => !seen.has(r.id))],
              nextCursor: page.nextCursor,
              total: page.total,
              more: 'idle',
            },
          };
        });
      } catch (err) {
        if (gen === generation.current[kind])
          setLists((s) => (s[kind].status === 'ready' ? { ...s, [kind]: { ...s[kind], more: 'error' } } : s));
        failed(err);
      }
    },
    [lists, filter, failed],
  );

  const changeStatus = useCallback(
    async (kind: LeadKind, id: string, status: LeadStatus): Promise<boolean> => {
      const replace = (value: unknown) =>
        setLists((s) => {
          const list = s[kind];
          if (list.status !== 'ready') return s;
          return {
            ...s,
            [kind]: { ...list, items: list.items.map((r) => (r.id === id ? { ...r, status: value } : r)) },
          };
        });
      const before = lists[kind].status === 'ready' ? lists[kind].items.find((r) => r.id === id)?.status : undefined;
      replace(status);
      try {
        await updateStatus(kind, id, status);
        void loadStats(filter);
        return true;
      } catch (err) {
        replace(before);
        failed(err);
        return false;
      }
    },
    [lists, failed, loadStats, filter],
  );

  const runRepair = async () => {
    setRepair({ state: 'busy' });
    try {
      const reports = await repairIndex();
      const sum = (k: 'added' | 'updated' | 'removed') => KINDS.reduce((n, kind) => n + (reports[kind]?.[k] ?? 0), 0);
      setRepair({
        state: 'done',
        message: fill(ui.dashboard.repaired, { added: sum('added'), updated: sum('updated'), removed: sum('removed') }),
      });
      void loadAll(filter);
    } catch (err) {
      setRepair({ state: 'failed', message: ui.dashboard.repairFailed });
      failed(err);
    }
  };

  const data = stats.status === 'ready' ? stats.data : null;
  const statState = stats.status;
  const cards = [
    {
      label: ui.dashboard.stats.launchpad,
      value: data?.launchpadCount ?? 0,
      icon: Rocket,
      tone: 'from-brand-600 to-brand-400',
    },
    { label: ui.dashboard.stats.contact, value: data?.contactCount ?? 0, icon: Mail, tone: 'from-sky-600 to-sky-400' },
    {
      label: ui.dashboard.stats.pending,
      value: data?.pendingCount ?? 0,
      icon: Clock3,
      tone: 'from-accent-600 to-accent-400',
    },
    {
      label: ui.dashboard.stats.companies,
      value: data?.uniqueCompanies ?? 0,
      icon: Building2,
      tone: 'from-emerald-600 to-emerald-400',
    },
  ];

  const { tabProps } = useTabs({
    count: TABS.length,
    selected: TABS.indexOf(tab),
    onSelect: (i) => setTab(TABS[i]),
  });

  return (
    <div className="space-y-6 sm:space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {ui.dashboard.heading}
          </h2>
          <p className="mt-1 text-ink-600">{ui.dashboard.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            onClick={() => {
              setRefreshed((n) => n + 1);
              void loadAll(filter);
            }}
          >
            <RefreshCw size={16} aria-hidden="true" />
            {ui.dashboard.refresh}
          </button>
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            onClick={() => void runRepair()}
            disabled={repair.state === 'busy'}
          >
            <Wrench size={16} aria-hidden="true" />
            {repair.state === 'busy' ? ui.dashboard.repairing : ui.dashboard.repair}
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            disabled={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void onLogout();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            {loggingOut ? ui.dashboard.loggingOut : ui.dashboard.logout}
          </button>
        </div>
      </div>
      <p
        role="status"
        className={
          repair.state === 'done' || repair.state === 'failed'
            ? `rounded-lg border px-3 py-2 text-sm font-medium ${repair.state === 'failed' ? 'border-red-200 bg-red-50 text-danger-600' : 'border-emerald-200 bg-emerald-50 text-emerald-800'}`
            : 'sr-only'
        }
      >
        {repair.state === 'done' || repair.state === 'failed' ? repair.message : ''}
      </p>

      <FilterBar filter={filter} onChange={applyFilter} />

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label={ui.dashboard.statisticsLabel}>
        {cards.map(({ label, value, icon: CardIcon, tone }) => (
          <li
            key={label}
            className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-5"
          >
            <span
              className={`grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br text-white ${tone}`}
              aria-hidden="true"
            >
              <CardIcon size={22} />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-ink-600">{label}</p>
              <p className="font-display text-3xl font-extrabold text-ink-900" data-stat={label}>
                {statState === 'ready' ? (
                  value.toLocaleString('en-US')
                ) : statState === 'loading' ? (
                  <span className="text-ink-500" aria-label={ui.dashboard.loadingLabel}>
                    …
                  </span>
                ) : (
                  <span aria-label={ui.dashboard.statsFailed}>—</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {stats.status === 'error' && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-danger-600"
        >
          {ui.dashboard.statsFailed}
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => void loadStats(filter)}>
            {ui.dashboard.retry}
          </button>
        </div>
      )}

      <SubmissionsChart series={data?.daily ?? null} ready={stats.status === 'ready'} />

      <section
        className="rounded-card border border-line bg-white shadow-card"
        aria-label={ui.dashboard.submissionsLabel}
      >
        <div
          role="tablist"
          aria-label={ui.dashboard.listsLabel}
          className="flex gap-1 border-b border-line px-2 pt-2 sm:px-3 sm:pt-3"
        >
          {KINDS.map((kind, i) => {
            const selected = tab === kind;
            const l = lists[kind];
            return (
              <button
                key={kind}
                {...tabProps(i)}
                type="button"
                role="tab"
                id={`admin-tab-${kind}`}
                aria-controls={`admin-panel-${kind}`}
                onClick={() => setTab(kind)}
                className={`-mb-px flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-t-lg border-b-2 px-1.5 py-3 text-center text-xs font-semibold [overflow-wrap:anywhere] transition-colors sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
                  selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {ui.kinds[kind].tab}
                {l.status === 'ready' && (
                  <span
                    className={`rounded-pill px-2 py-0.5 text-xs ${selected ? 'bg-brand-100 text-brand-800' : 'bg-surface-muted text-ink-600'}`}
                  >
                    {l.total.toLocaleString('en-US')}
                  </span>
                )}
              </button>
            );
          })}
          <button
            {...tabProps(KINDS.length)}
            type="button"
            role="tab"
            id="admin-tab-insights"
            aria-controls="admin-panel-insights"
            onClick={() => setTab('insights')}
            className={`-mb-px flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-t-lg border-b-2 px-1.5 py-3 text-center text-xs font-semibold [overflow-wrap:anywhere] transition-colors sm:flex-none sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
              tab === 'insights'
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-ink-600 hover:text-ink-900'
            }`}
          >
            {ui.insights.tab}
          </button>
        </div>
        {KINDS.map((kind) => (
          <div
            key={kind}
            role="tabpanel"
            id={`admin-panel-${kind}`}
            aria-labelledby={`admin-tab-${kind}`}
            hidden={tab !== kind}
            tabIndex={0}
            className="p-4 outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 sm:p-6"
          >
            <LeadPanel
              kind={kind}
              state={lists[kind]}
              filtered={!isFilterEmpty(filter)}
              onRetry={() => void load(kind, filter)}
              onLoadMore={() => void loadMore(kind)}
              onExport={() => fetchAllLeads(kind, filter)}
              onStatusChange={changeStatus}
              onErased={() => void loadAll(filter, [kind])}
              onReleased={() => void loadAll(filter, [kind])}
            />
          </div>
        ))}
        <div
          role="tabpanel"
          id="admin-panel-insights"
          aria-labelledby="admin-tab-insights"
          hidden={tab !== 'insights'}
          tabIndex={0}
          className="p-4 outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 sm:p-6"
        >
          {tab === 'insights' && <InsightsPanel key={refreshed} from={filter.from} to={filter.to} onFailed={failed} />}
        </div>
      </section>

      <NewsletterPanel onExpired={onExpired} />
      <DataRequestsPanel onExpired={onExpired} />
    </div>
  );
}

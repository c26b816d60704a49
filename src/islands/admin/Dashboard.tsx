/** The dashboard after login: stat cards, 30-day chart, the two tabs with lists, status changes and CSV export. */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Building2, Clock3, LogOut, Mail, RefreshCw, Rocket } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { dashboardCopy, kindCopy } from '~/lib/admin/copy';
import { dashboardStats } from '~/lib/admin/stats';
import type { LeadKind, LeadStatus } from '~/lib/leads';
import { fetchLeads, HttpError, updateStatus, type AdminRecord } from './api';
import LeadPanel, { type ListState } from './LeadPanel';
import SubmissionsChart from './SubmissionsChart';

const KINDS: LeadKind[] = ['launchpad', 'contact'];

interface Props {
  onLogout: () => Promise<void>;
  onExpired: () => void;
}

export default function Dashboard({ onLogout, onExpired }: Props) {
  const [lists, setLists] = useState<Record<LeadKind, ListState>>({ launchpad: { status: 'loading' }, contact: { status: 'loading' } });
  const [tab, setTab] = useState<LeadKind>('launchpad');
  const [loggingOut, setLoggingOut] = useState(false);
  const tabRefs = useRef<Record<LeadKind, HTMLButtonElement | null>>({ launchpad: null, contact: null });
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (kind: LeadKind) => {
      setLists((s) => ({ ...s, [kind]: { status: 'loading' } }));
      try {
        const items = await fetchLeads(kind);
        setLists((s) => ({ ...s, [kind]: { status: 'ready', items } }));
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) return onExpired();
        setLists((s) => ({ ...s, [kind]: { status: 'error' } }));
      }
    },
    [onExpired],
  );

  useEffect(() => {
    heading.current?.focus();
    void load('launchpad');
    void load('contact');
  }, [load]);

  const changeStatus = useCallback(
    async (kind: LeadKind, id: string, status: LeadStatus): Promise<boolean> => {
      const replace = (value: unknown) =>
        setLists((s) => {
          const list = s[kind];
          if (list.status !== 'ready') return s;
          return { ...s, [kind]: { status: 'ready', items: list.items.map((r) => (r.id === id ? { ...r, status: value } : r)) } };
        });
      const before = lists[kind].status === 'ready' ? lists[kind].items.find((r) => r.id === id)?.status : undefined;
      replace(status);
      try {
        await updateStatus(kind, id, status);
        return true;
      } catch (err) {
        replace(before);
        if (err instanceof HttpError && err.status === 401) onExpired();
        return false;
      }
    },
    [lists, onExpired],
  );

  const items = (kind: LeadKind): AdminRecord[] => {
    const l = lists[kind];
    return l.status === 'ready' ? l.items : [];
  };
  const stats = dashboardStats(items('launchpad'), items('contact'));
  const state = (kinds: LeadKind[]) =>
    kinds.some((k) => lists[k].status === 'loading') ? 'loading' : kinds.some((k) => lists[k].status === 'error') ? 'error' : 'ready';

  const cards = [
    { label: dashboardCopy.stats.launchpad, value: stats.launchpadCount, icon: Rocket, tone: 'from-brand-600 to-brand-400', state: state(['launchpad']) },
    { label: dashboardCopy.stats.contact, value: stats.contactCount, icon: Mail, tone: 'from-sky-600 to-sky-400', state: state(['contact']) },
    { label: dashboardCopy.stats.pending, value: stats.pendingCount, icon: Clock3, tone: 'from-accent-600 to-accent-400', state: state(KINDS) },
    { label: dashboardCopy.stats.companies, value: stats.uniqueCompanies, icon: Building2, tone: 'from-emerald-600 to-emerald-400', state: state(KINDS) },
  ];

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const i = KINDS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? KINDS[(i + 1) % KINDS.length]
      : event.key === 'ArrowLeft' ? KINDS[(i - 1 + KINDS.length) % KINDS.length]
      : event.key === 'Home' ? KINDS[0]
      : event.key === 'End' ? KINDS[KINDS.length - 1]
      : null;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {dashboardCopy.heading}
          </h2>
          <p className="mt-1 text-ink-600">{dashboardCopy.intro}</p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={() => KINDS.forEach((k) => void load(k))}>
            <RefreshCw size={16} aria-hidden="true" />
            {dashboardCopy.refresh}
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'sm')}
            disabled={loggingOut}
            onClick={async () => {
              setLoggingOut(true);
              await onLogout();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            {loggingOut ? dashboardCopy.loggingOut : dashboardCopy.logout}
          </button>
        </div>
      </div>

      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Statistics">
        {cards.map(({ label, value, icon: CardIcon, tone, state: s }) => (
          <li key={label} className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span className={`grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br text-white ${tone}`} aria-hidden="true">
              <CardIcon size={22} />
            </span>
            <div>
              <p className="text-sm font-medium text-ink-600">{label}</p>
              <p className="font-display text-3xl font-extrabold text-ink-900" data-stat={label}>
                {s === 'ready' ? value.toLocaleString('en-US') : s === 'loading' ? <span className="text-ink-500" aria-label="Loading">…</span> : <span aria-label="Unavailable">—</span>}
              </p>
            </div>
          </li>
        ))}
      </ul>

      <SubmissionsChart applications={items('launchpad')} contacts={items('contact')} ready={state(KINDS) !== 'loading'} />

      <section className="rounded-card border border-line bg-white shadow-card" aria-label="Submissions">
        <div role="tablist" aria-label="Submission lists" className="flex gap-1 border-b border-line px-2 pt-2 sm:px-3 sm:pt-3">
          {KINDS.map((kind) => {
            const selected = tab === kind;
            const l = lists[kind];
            return (
              <button
                key={kind}
                ref={(el) => {
                  tabRefs.current[kind] = el;
                }}
                type="button"
                role="tab"
                id={`admin-tab-${kind}`}
                aria-selected={selected}
                aria-controls={`admin-panel-${kind}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setTab(kind)}
                onKeyDown={onTabKey}
                className={`-mb-px flex flex-1 items-center justify-center gap-2 rounded-t-lg border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:flex-none sm:px-4 ${
                  selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {kindCopy[kind].tab}
                {l.status === 'ready' && (
                  <span className={`rounded-pill px-2 py-0.5 text-xs ${selected ? 'bg-brand-100 text-brand-800' : 'bg-surface-muted text-ink-600'}`}>{l.items.length}</span>
                )}
              </button>
            );
          })}
        </div>
        {KINDS.map((kind) => (
          <div key={kind} role="tabpanel" id={`admin-panel-${kind}`} aria-labelledby={`admin-tab-${kind}`} hidden={tab !== kind} tabIndex={0} className="p-4 outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 sm:p-6">
            <LeadPanel kind={kind} state={lists[kind]} onRetry={() => void load(kind)} onStatusChange={changeStatus} />
          </div>
        ))}
      </section>
    </div>
  );
}

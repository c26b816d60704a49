/**
 * One tab of the dashboard: loading / failed / empty states, the loaded pages of the list with "Load more", status
 * changes, details, and the CSV export of every lead that matches the filter.
 */
import { useRef, useState } from 'react';
import { Download, Eye, LoaderCircle, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { buildCsv } from '~/lib/admin/csv';
import { downloadText } from '~/lib/admin/download';
import { CSV_FILE_NAMES, csvColumns, displayValue, type LeadField } from '~/lib/admin/fields';
import { countText, formatSubmitted, isLeadStatus } from '~/lib/admin/display';
import { fill } from '~/lib/copy/placeholders';
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '~/lib/lead/kinds';
import type { AdminRecord } from '~/lib/admin/contract';
import DetailsDialog from './DetailsDialog';
import StatusBadge from './StatusBadge';
import DeliveryBadge from './DeliveryBadge';
import SpamRelease from './SpamRelease';
import { releaseLead } from '~/lib/admin/client';

export type ListState =
  | { status: 'loading' }
  | {
      status: 'ready';
      items: AdminRecord[];
      nextCursor: string | null;
      total: number;
      more: 'idle' | 'loading' | 'error';
    }
  | { status: 'error' };

interface Props {
  kind: LeadKind;
  state: ListState;
  /** A search or filter is applied (the empty state says so). */
  filtered: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  /** Every record that matches the filter, for the CSV export. */
  onExport: () => Promise<AdminRecord[]>;
  onStatusChange: (kind: LeadKind, id: string, status: LeadStatus) => Promise<boolean>;
  /** A lead was deleted: the list and the stat cards load again. */
  onErased: () => void;
  /** A lead held as spam was released ("Not spam"): the list and the stat cards load again. */
  onReleased: () => void;
}

export default function LeadPanel({
  kind,
  state,
  filtered,
  onRetry,
  onLoadMore,
  onExport,
  onStatusChange,
  onErased,
  onReleased,
}: Props) {
  const ui = useAdminCopy();
  const copy = ui.kinds[kind];
  const fields = ui.columns[kind] as readonly LeadField<AdminRecord>[];
  const columns = ui.table[kind];
  const [details, setDetails] = useState<AdminRecord | null>(null);
  const [statusError, setStatusError] = useState(false);
  const [erased, setErased] = useState(false);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const opener = useRef<HTMLElement | null>(null);
  const items = state.status === 'ready' ? state.items : [];
  const total = state.status === 'ready' ? state.total : 0;

  const exportCsv = async () => {
    setExporting('busy');
    try {
      const all = await onExport();
      downloadText(buildCsv(all, csvColumns(fields)), CSV_FILE_NAMES[kind]);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{state.status === 'ready' ? countText(copy.count, total) : '\u00a0'}</p>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={() => void exportCsv()}
          disabled={total === 0 || exporting === 'busy'}
        >
          <Download size={16} aria-hidden="true" />
          {exporting === 'busy' ? ui.dashboard.exporting : ui.dashboard.exportCsv}
          <span className="sr-only"> ({CSV_FILE_NAMES[kind]})</span>
        </button>
      </div>
      {exporting === 'failed' && (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-danger-600"
        >
          {ui.dashboard.exportFailed}
        </p>
      )}

      {state.status === 'loading' && (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-ink-600">
          <LoaderCircle size={18} className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {copy.loading}
        </p>
      )}

      {state.status === 'error' && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center"
        >
          <p className="flex items-center gap-2 font-semibold text-danger-600">
            <TriangleAlert size={18} aria-hidden="true" />
            {copy.failed}
          </p>
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={onRetry}>
            {ui.dashboard.retry}
          </button>
        </div>
      )}

      {state.status === 'ready' && items.length === 0 && (
        <p className="py-12 text-center text-ink-600">{filtered ? copy.noMatch : copy.empty}</p>
      )}

      {erased && (
        <p
          role="status"
          tabIndex={-1}
          ref={(el) => el?.focus()}
          className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-success-600 outline-none"
        >
          {ui.erase.done}
        </p>
      )}

      {statusError && (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-danger-600"
        >
          {ui.dashboard.statusFailed}
        </p>
      )}

      {state.status === 'ready' && items.length > 0 && (
        <>
          {/* relative: the sr-only texts in the table are positioned against this scroller, not the page (390 px).
              Below 640 px each row is a card (max-sm: classes): no sideways scrolling, every value on its own line
              under its column's name, which the hidden header row no longer shows. */}
          <div
            className="relative overflow-x-auto rounded-xl border border-line max-sm:overflow-visible max-sm:rounded-none max-sm:border-0"
            role="region"
            aria-label={copy.tab}
            tabIndex={0}
          >
            <table className="w-full text-left text-sm max-sm:block sm:min-w-[52rem]" data-lead-list>
              <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-600 max-sm:sr-only">
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className="px-3 py-3 font-semibold">
                      {c.header}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {ui.dashboard.submitted}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    {ui.dashboard.statusLabel}
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    <span className="sr-only">{ui.dashboard.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
                {items.map((record) => {
                  const name = displayValue(record.name) || record.id;
                  return (
                    <tr
                      key={record.id}
                      data-id={record.id}
                      className="align-top hover:bg-brand-50/40 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-line max-sm:bg-white max-sm:p-4 max-sm:shadow-card"
                    >
                      {columns.map((c, i) => (
                        <td
                          key={c.header}
                          className="max-w-[17rem] px-3 py-3 max-sm:block max-sm:max-w-none max-sm:px-0 max-sm:py-1.5"
                        >
                          {i > 0 && (
                            <span
                              className="text-xs font-semibold uppercase tracking-wide text-ink-600 sm:hidden"
                              aria-hidden="true"
                            >
                              {c.header}
                            </span>
                          )}
                          <div className={`break-words ${i === 0 ? 'font-semibold text-ink-900' : 'text-ink-900'}`}>
                            {displayValue(record[c.primary])}
                          </div>
                          {c.secondary && (
                            <div className="break-words text-ink-600">{displayValue(record[c.secondary])}</div>
                          )}
                        </td>
                      ))}
                      <td className="px-3 py-3 text-ink-700 max-sm:block max-sm:px-0 max-sm:py-1.5">
                        <span
                          className="block text-xs font-semibold uppercase tracking-wide text-ink-600 sm:hidden"
                          aria-hidden="true"
                        >
                          {ui.dashboard.submitted}
                        </span>
                        {formatSubmitted(record.createdAt)}
                      </td>
                      <td className="px-3 py-3 max-sm:block max-sm:px-0 max-sm:py-1.5">
                        <div className="flex flex-col items-start gap-2 max-sm:flex-row max-sm:flex-wrap max-sm:items-center">
                          <StatusBadge status={record.status} />
                          <DeliveryBadge delivery={record.delivery} />
                          <SpamRelease
                            lead={record}
                            name={name}
                            release={() => releaseLead(kind, record.id)}
                            onReleased={onReleased}
                          />
                          <select
                            aria-label={`Change status of ${name}`}
                            value={isLeadStatus(record.status) ? record.status : ''}
                            onChange={(e) =>
                              void (async () => {
                                setStatusError(false);
                                const ok = await onStatusChange(kind, record.id, e.target.value as LeadStatus);
                                if (!ok) setStatusError(true);
                              })()
                            }
                            className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink-900"
                          >
                            {!isLeadStatus(record.status) && (
                              <option value="" disabled>
                                {ui.dashboard.unknownStatus}
                              </option>
                            )}
                            {LEAD_STATUSES.map((s) => (
                              <option key={s} value={s}>
                                {ui.statuses[s]}
                              </option>
                            ))}
                          </select>
                        </div>
                      </td>
                      <td className="px-3 py-3 text-right max-sm:block max-sm:px-0 max-sm:pb-0 max-sm:pt-2 max-sm:text-left">
                        <button
                          type="button"
                          className={buttonClasses('ghost', 'sm', 'px-3 text-brand-800')}
                          onClick={(e) => {
                            opener.current = e.currentTarget;
                            setDetails(record);
                          }}
                        >
                          <Eye size={16} aria-hidden="true" />
                          {ui.dashboard.viewDetails}
                          <span className="sr-only"> of {name}</span>
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-col items-center gap-2">
            <p className="text-sm text-ink-600" aria-live="polite">
              {fill(ui.dashboard.showing, { shown: items.length, total })}
            </p>
            {state.more === 'error' && (
              <p role="alert" className="text-sm font-medium text-danger-600">
                {copy.failed}
              </p>
            )}
            {state.nextCursor && (
              <button
                type="button"
                className={buttonClasses('outline', 'sm')}
                onClick={onLoadMore}
                disabled={state.more === 'loading'}
              >
                {state.more === 'loading'
                  ? ui.dashboard.loadingMore
                  : state.more === 'error'
                    ? ui.dashboard.retry
                    : ui.dashboard.loadMore}
              </button>
            )}
          </div>
        </>
      )}

      {details && (
        <DetailsDialog
          title={copy.detailsTitle}
          kind={kind}
          record={details}
          fields={fields}
          onClose={() => {
            setDetails(null);
            opener.current?.focus();
          }}
          onErased={() => {
            opener.current = null;
            setErased(true);
            setDetails(null);
            onErased(); // the list without the erased lead, and the stat cards that count it no more
          }}
        />
      )}
    </div>
  );
}

/**
 * 'View Details': every field of one submission in a native modal dialog (focus trap and Escape for free), its
 * sales-team notification state with "Resend", and "Delete lead" with a confirmation.
 */
import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { useAdminCopy } from './copy-context';
import { detailRows, type LeadField } from '~/lib/admin/fields';
import { formatSubmitted } from '~/lib/admin/display';
import type { LeadKind } from '~/lib/lead/kinds';
import type { AdminRecord } from '~/lib/admin/contract';
import StatusBadge from './StatusBadge';
import DeliveryPanel from './DeliveryPanel';
import EraseLead from './EraseLead';

interface Props {
  title: string;
  kind: LeadKind;
  record: AdminRecord;
  fields: readonly LeadField<AdminRecord>[];
  onClose: () => void;
  /** The lead was erased: the dialog closes and the list reloads. */
  onErased: () => void;
}

export default function DetailsDialog({ title, kind, record, fields, onClose, onErased }: Props) {
  const ui = useAdminCopy();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // A click on the backdrop closes the dialog (keyboard users have Escape, which the dialog handles itself).
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === d) d?.close();
    };
    d?.addEventListener('click', onBackdrop);
    return () => {
      d?.removeEventListener('click', onBackdrop);
      d?.close();
    };
  }, []);

  // The delivery state the list carries beside the record has its own section below, not a field row.
  const { delivery: _delivery, ...fieldsOnly } = record;
  const rows = detailRows(fieldsOnly as AdminRecord, fields);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(44rem,calc(100vw-2rem))] overflow-hidden rounded-card border border-line bg-white p-0 text-ink-700 shadow-lift backdrop:bg-ink-900/50"
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold">
              {title}
            </h2>
            <p className="mt-1 break-words text-sm text-ink-600">
              {rows.find((r) => r.key === 'name')?.value}
              {record.createdAt ? ` · ${formatSubmitted(record.createdAt)}` : ''}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-600 hover:bg-surface-muted hover:text-ink-900"
            aria-label={ui.dashboard.close}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div
          className="overflow-y-auto px-6 py-4 outline-none focus-visible:outline-3 focus-visible:-outline-offset-3"
          tabIndex={0}
          role="region"
          aria-label={fill(ui.dashboard.allFields, { title })}
        >
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
            {rows.map(({ key, label, value }) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-ink-900">{label}</dt>
                <dd className="mb-2 whitespace-pre-wrap break-words text-sm text-ink-700 sm:mb-0" data-field={label}>
                  {key === 'status' ? (
                    <StatusBadge status={record.status} />
                  ) : (
                    value || <span className="text-ink-500">{ui.dashboard.notProvided}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <DeliveryPanel kind={kind} id={record.id} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-6 py-4">
          <EraseLead
            kind={kind}
            id={record.id}
            name={rows.find((r) => r.key === 'name')?.value || record.id}
            onErased={onErased}
          />
          <button
            type="button"
            className={buttonClasses('outline', 'sm', 'ml-auto')}
            onClick={() => dialog.current?.close()}
          >
            {ui.dashboard.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}

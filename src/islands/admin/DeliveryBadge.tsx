/** The sales-team notification state of a lead as a small badge. */
import { deliverySummary } from '~/lib/admin/lead-actions';
import { useAdminCopy } from './copy-context';
import { asDelivery } from '~/lib/admin/contract';

const TONE = {
  delivered: 'border-emerald-200 bg-emerald-50 text-success-600',
  pending: 'border-line bg-surface-muted text-ink-700',
  failed: 'border-red-200 bg-red-50 text-danger-600',
} as const;

export default function DeliveryBadge({ delivery }: { delivery: unknown }) {
  const ui = useAdminCopy();
  const d = asDelivery(delivery);
  if (!d) return null;
  return (
    <span
      className={`inline-flex items-center rounded-pill border px-2 py-0.5 text-xs font-medium ${TONE[d.state]}`}
      data-delivery={d.state}
      title={deliverySummary(d, ui.delivery.summary)}
    >
      {ui.delivery.labels[d.state]}
    </span>
  );
}

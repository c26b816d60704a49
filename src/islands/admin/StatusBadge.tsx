/** Status badge: secondary style for 'pending', the default style for any other value. */
import { useAdminCopy } from './copy-context';
import { displayValue } from '~/lib/admin/fields';
import { badgeVariant, isLeadStatus } from '~/lib/admin/display';

export default function StatusBadge({ status }: { status: unknown }) {
  const ui = useAdminCopy();
  const label = isLeadStatus(status) ? ui.statuses[status] : displayValue(status) || ui.dashboard.unknownStatus;
  const cls =
    badgeVariant(status) === 'secondary'
      ? 'bg-surface-muted text-ink-900 border-line'
      : 'bg-brand-700 text-white border-transparent';
  return (
    <span
      className={`inline-flex items-center rounded-pill border px-2.5 py-0.5 text-xs font-semibold ${cls}`}
      data-status={displayValue(status)}
    >
      {label}
    </span>
  );
}

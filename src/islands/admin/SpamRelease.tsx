/**
 * A lead held as spam, in its list row: the badge with why, and "Not spam", which releases it (the list and the stat
 * cards then load again; the sales team is notified once, by the server).
 */
import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { releaseLead } from '~/lib/admin/client';
import { isKeptAsSpam } from '~/lib/admin/lead-query';
import { SPAM_REASONS, type SpamReason } from '~/lib/spam/contract';
import type { LeadKind } from '~/lib/lead/kinds';

const isReason = (r: unknown): r is SpamReason => (SPAM_REASONS as readonly unknown[]).includes(r);

export default function SpamRelease({
  kind,
  lead,
  name,
  onReleased,
}: {
  kind: LeadKind;
  lead: { id: string; spam?: unknown };
  name: string;
  onReleased: () => void;
}) {
  const ui = useAdminCopy();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!isKeptAsSpam(lead)) return null;
  const reasons = (lead.spam as unknown[]).map((r) => (isReason(r) ? ui.spam.reasons[r] : String(r)));
  const release = async () => {
    setState('busy');
    try {
      await releaseLead(kind, lead.id);
      setState('idle');
      onReleased();
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col items-start gap-1" data-spam>
      <span className="inline-flex items-center gap-1 rounded-pill border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        <ShieldAlert size={14} aria-hidden="true" />
        {ui.spam.badge}: {reasons.join(', ')}
      </span>
      <button
        type="button"
        className={buttonClasses('outline', 'sm', 'h-9')}
        disabled={state === 'busy'}
        onClick={() => void release()}
      >
        {state === 'busy' ? ui.spam.releasing : ui.spam.notSpam}
        <span className="sr-only"> ({name})</span>
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {ui.spam.failed}
        </p>
      )}
    </div>
  );
}

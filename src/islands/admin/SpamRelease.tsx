/**
 * A lead or newsletter sign-up held as spam, in its row: the badge with why, and "Not spam", which releases it (the
 * list then loads again; for a lead the sales team is notified once, by the server).
 */
import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { isKeptAsSpam } from '~/lib/admin/lead-query';
import { SPAM_REASONS, type SpamReason } from '~/lib/spam/contract';

const isReason = (r: unknown): r is SpamReason => (SPAM_REASONS as readonly unknown[]).includes(r);

export default function SpamRelease({
  lead,
  name,
  release: releaseIt,
  onReleased,
  onFailed,
  failedText,
}: {
  lead: { id: string; spam?: unknown };
  name: string;
  /** The "Not spam" call (src/lib/admin/client.ts). */
  release: () => Promise<void>;
  onReleased: () => void;
  /** Told of a failed release (the panel asks for a login again on 401). */
  onFailed?: (err: unknown) => void;
  /** The failure message; the leads' one by default. */
  failedText?: string;
}) {
  const ui = useAdminCopy();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!isKeptAsSpam(lead)) return null;
  const reasons = (lead.spam as unknown[]).map((r) => (isReason(r) ? ui.spam.reasons[r] : String(r)));
  const release = async () => {
    setState('busy');
    try {
      await releaseIt();
      setState('idle');
      onReleased();
    } catch (err) {
      setState('failed');
      onFailed?.(err);
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
        className={buttonClasses('outline', 'sm')}
        disabled={state === 'busy'}
        onClick={() => void release()}
      >
        {state === 'busy' ? ui.spam.releasing : ui.spam.notSpam}
        <span className="sr-only"> ({name})</span>
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {failedText ?? ui.spam.failed}
        </p>
      )}
    </div>
  );
}

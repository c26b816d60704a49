/** In the details dialog: the lead's sales-team notification state, with "Resend". */
import { useCallback, useEffect, useState } from 'react';
import { RefreshCw, Send } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { deliverySummary } from '~/lib/admin/lead-actions';
import { useAdminCopy } from './copy-context';
import { formatSubmitted } from '~/lib/admin/display';
import type { LeadKind } from '~/lib/lead/kinds';
import { fetchDelivery, resendDelivery } from '~/lib/admin/client';
import { messageOf } from '~/lib/http/client';
import type { DeliveryAnswer } from '~/lib/admin/contract';
import DeliveryBadge from './DeliveryBadge';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; answer: DeliveryAnswer };

export default function DeliveryPanel({ kind, id }: { kind: LeadKind; id: string }) {
  const ui = useAdminCopy();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);

  const fetchState = useCallback(
    () =>
      fetchDelivery(kind, id).then(
        (answer): State => ({ status: 'ready', answer }),
        (err: unknown): State => ({ status: 'error', message: messageOf(err) || ui.delivery.loadFailed }),
      ),
    [kind, id, ui.delivery.loadFailed],
  );

  useEffect(() => {
    let live = true;
    void fetchState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [fetchState]);

  const load = () => {
    setState({ status: 'loading' });
    void fetchState().then(setState);
  };

  const resend = async () => {
    setResending(true);
    setResendError(null);
    try {
      setState({ status: 'ready', answer: await resendDelivery(kind, id) });
    } catch (err) {
      setResendError(messageOf(err) || ui.delivery.resendFailed);
    } finally {
      setResending(false);
    }
  };

  const d = state.status === 'ready' ? state.answer.delivery : null;
  return (
    <section className="mt-6 border-t border-line pt-4" aria-labelledby={`delivery-${id}`} data-delivery-panel>
      <h3 id={`delivery-${id}`} className="text-sm font-semibold text-ink-900">
        {ui.delivery.heading}
      </h3>
      <div aria-live="polite" className="mt-2 text-sm text-ink-700">
        {state.status === 'loading' && <p>{ui.delivery.loading}</p>}
        {state.status === 'error' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-danger-600">{state.message}</p>
            <button type="button" className={buttonClasses('outline', 'sm')} onClick={load}>
              <RefreshCw size={14} aria-hidden="true" />
              Try again
            </button>
          </div>
        )}
        {state.status === 'ready' && !state.answer.configured && <p>{ui.delivery.notConfigured}</p>}
        {state.status === 'ready' && state.answer.configured && (
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              {d ? (
                <>
                  <p className="flex flex-wrap items-center gap-2">
                    <DeliveryBadge delivery={d} />
                    <span className="break-words" data-delivery-summary>
                      {deliverySummary(d, ui.delivery.summary)}
                    </span>
                  </p>
                  {d.lastAttemptAt && <p className="text-ink-600">Last attempt: {formatSubmitted(d.lastAttemptAt)}</p>}
                  {d.state !== 'delivered' && d.nextAttemptAt && (
                    <p className="text-ink-600">Next attempt: {formatSubmitted(d.nextAttemptAt)}</p>
                  )}
                </>
              ) : (
                <p>{ui.delivery.none}</p>
              )}
            </div>
            <button
              type="button"
              className={buttonClasses('outline', 'sm')}
              onClick={() => void resend()}
              disabled={resending}
            >
              <Send size={14} aria-hidden="true" />
              {resending ? ui.delivery.resending : ui.delivery.resend}
            </button>
          </div>
        )}
        {resendError && (
          <p role="alert" className="mt-2 font-medium text-danger-600">
            {resendError}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The Newsletter panel's sign-ups held as spam (issue 52, hole 7): shown on demand (a disclosure button), each with
 * its address, sign-up date, reasons and "Not spam", which releases it (POST /api/admin/newsletter/{id}/not-spam);
 * the list then loads again and a live message says the address is now a subscriber.
 */
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { fetchHeldSignUps, releaseSignUp } from '~/lib/admin/client';
import { countText, formatSubmitted } from '~/lib/admin/display';
import type { AdminSubscriber } from '~/lib/newsletter/unsubscribe';
import { useAdminCopy } from './copy-context';
import SpamRelease from './SpamRelease';

type Held = { state: 'hidden' | 'loading' | 'failed' } | { state: 'ready'; signUps: AdminSubscriber[] };

export default function HeldSignUps({
  onFailed,
  ref,
}: {
  onFailed: (err: unknown) => void;
  /** `refresh()`: a sign-up was released elsewhere in the panel (the found card); the list, if shown, loads again. */
  ref?: Ref<{ refresh: () => void }>;
}) {
  const ui = useAdminCopy().newsletter;
  const id = useId();
  const [held, setHeld] = useState<Held>({ state: 'hidden' });
  const [released, setReleased] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  /** Fetches the held sign-ups again; the list on screen stays until the answer replaces it. */
  const refresh = async () => {
    try {
      setHeld({ state: 'ready', signUps: await fetchHeldSignUps() });
    } catch (err) {
      setHeld({ state: 'failed' });
      onFailed(err);
    }
  };
  const load = () => {
    setHeld({ state: 'loading' });
    void refresh();
  };

  const shown = held.state !== 'hidden';
  useImperativeHandle(ref, () => ({ refresh: () => void (shown && refresh()) }));

  const toggle = () => {
    setReleased('');
    if (held.state === 'hidden') load();
    else setHeld({ state: 'hidden' });
  };

  const onReleased = (email: string) => {
    setReleased(fill(ui.released, { email }));
    // The released row and its button are gone: focus the message that says what happened.
    status.current?.focus();
    void refresh();
  };

  return (
    <div className="mt-6 border-t border-line pt-4" data-held-sign-ups>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h4 className="font-semibold text-ink-900">{ui.heldHeading}</h4>
          <p className="mt-1 text-sm text-ink-600">{ui.heldIntro}</p>
        </div>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          aria-expanded={shown}
          aria-controls={`${id}-held`}
          onClick={toggle}
        >
          <ShieldAlert size={16} aria-hidden="true" />
          {shown ? ui.hideHeld : ui.showHeld}
        </button>
      </div>
      <p ref={status} tabIndex={-1} role="status" className="mt-2 text-sm font-medium text-emerald-800 outline-none">
        {released}
      </p>
      <div id={`${id}-held`} hidden={!shown} aria-busy={held.state === 'loading'}>
        {held.state === 'loading' && <p className="text-sm text-ink-600">{ui.heldLoading}</p>}
        {held.state === 'failed' && (
          <p role="alert" className="text-sm font-medium text-danger-600">
            {ui.heldFailed}
          </p>
        )}
        {held.state === 'ready' && (
          <>
            <p className="text-sm text-ink-600">
              {held.signUps.length ? countText(ui.heldCount, held.signUps.length) : ui.heldNone}
            </p>
            {held.signUps.length > 0 && (
              <ul className="mt-2 flex flex-col gap-2">
                {held.signUps.map((signUp) => (
                  <li
                    key={signUp.id}
                    className="flex flex-col gap-2 rounded-xl border border-line p-3 sm:flex-row sm:items-start sm:justify-between"
                    data-held={signUp.id}
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-all text-ink-900">{signUp.email}</p>
                      <p className="text-sm text-ink-600">
                        {fill(ui.heldOn, { date: formatSubmitted(signUp.createdAt) })}
                      </p>
                    </div>
                    <SpamRelease
                      lead={signUp}
                      name={signUp.email}
                      release={() => releaseSignUp(signUp.id)}
                      onReleased={() => onReleased(signUp.email)}
                      onFailed={onFailed}
                      failedText={ui.releaseFailed}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The dashboard's Newsletter panel (issue 28): find one subscriber by their whole address (the dedupe index answers
 * at once; the dashboard never lists every address on screen), copy their unsubscribe link or erase them (asking
 * first), and download every subscriber with their own unsubscribe link as CSV for the email tool; and the sign-ups held as spam,
 * released one by one with "Not spam" (./HeldSignUps.tsx, issue 52).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Copy, Download, Search } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { fill } from '~/lib/copy/placeholders';
import { HttpError } from '~/lib/http/client';
import { eraseSubscriber, fetchSubscribers, findSubscriber, releaseSignUp } from '~/lib/admin/client';
import { buildCsv } from '~/lib/admin/csv';
import { downloadText } from '~/lib/admin/download';
import { formatSubmitted } from '~/lib/admin/display';
import type { AdminSubscriber } from '~/lib/newsletter/unsubscribe';
import { useAdminCopy } from './copy-context';
import ConfirmErase from './ConfirmErase';
import HeldSignUps from './HeldSignUps';
import SpamRelease from './SpamRelease';
import { isKeptAsSpam } from '~/lib/admin/lead-query';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SUBSCRIBERS_CSV = 'newsletter-subscribers.csv';

type Found =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; subscriber: AdminSubscriber }
  | { state: 'none' | 'failed' | 'invalid' | 'erased'; email: string };

export default function NewsletterPanel({ onExpired }: { onExpired: () => void }) {
  const ui = useAdminCopy().newsletter;
  const id = useId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [copied, setCopied] = useState(false);
  /** The held list, told of releases from the found card. */
  const held = useRef<{ refresh: () => void }>(null);
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const result = useRef<HTMLDivElement>(null);

  const failed = (err: unknown) => {
    if (err instanceof HttpError && err.status === 401) onExpired();
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setCopied(false);
    if (!EMAIL.test(address)) return setFound({ state: 'invalid', email: address });
    setFound({ state: 'busy' });
    try {
      const subscriber = await findSubscriber(address);
      setFound(subscriber ? { state: 'found', subscriber } : { state: 'none', email: address });
    } catch (err) {
      setFound(
        err instanceof HttpError && err.status === 400
          ? { state: 'invalid', email: address }
          : { state: 'failed', email: address },
      );
      failed(err);
    }
  };

  const downloadAll = async () => {
    setDownload('busy');
    try {
      const all = await fetchSubscribers();
      downloadText(
        buildCsv(all, [
          { header: 'email', value: (s) => s.email },
          { header: 'subscribedAt', value: (s) => s.createdAt },
          { header: 'unsubscribeUrl', value: (s) => s.unsubscribeUrl },
        ]),
        SUBSCRIBERS_CSV,
      );
      setDownload('idle');
    } catch (err) {
      setDownload('failed');
      failed(err);
    }
  };

  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const message =
    found.state === 'none'
      ? fill(ui.notFound, { email: found.email })
      : found.state === 'invalid'
        ? ui.invalidEmail
        : found.state === 'failed'
          ? ui.findFailed
          : found.state === 'erased'
            ? fill(ui.erased, { email: found.email })
            : '';

  return (
    <section
      className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6"
      aria-labelledby={`${id}-heading`}
      data-newsletter-panel
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h3 id={`${id}-heading`} className="text-lg font-bold">
            {ui.heading}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{ui.intro}</p>
        </div>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={() => void downloadAll()}
          disabled={download === 'busy'}
        >
          <Download size={16} aria-hidden="true" />
          {download === 'busy' ? ui.downloading : ui.download}
        </button>
      </div>
      {download === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {ui.downloadFailed}
        </p>
      )}
      <form className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(e) => void find(e)} noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink-700">
            {ui.emailLabel}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-line px-3 text-ink-900"
          />
        </div>
        <button type="submit" className={buttonClasses('primary', 'md')} disabled={found.state === 'busy'}>
          <Search size={16} aria-hidden="true" />
          {found.state === 'busy' ? ui.finding : ui.find}
        </button>
      </form>
      <div ref={result} tabIndex={-1} className="mt-4 outline-none" aria-live="polite" data-newsletter-result>
        {message && (
          <p
            className={`text-sm font-medium ${found.state === 'erased' ? 'text-emerald-800' : found.state === 'none' ? 'text-ink-700' : 'text-danger-600'}`}
          >
            {message}
          </p>
        )}
        {found.state === 'found' && (
          <div className="rounded-xl border border-line p-4" data-subscriber={found.subscriber.id}>
            <p className="font-semibold break-all text-ink-900">{found.subscriber.email}</p>
            <p className="text-sm text-ink-600">
              {fill(isKeptAsSpam(found.subscriber) ? ui.heldOn : ui.subscribedOn, {
                date: formatSubmitted(found.subscriber.createdAt),
              })}
            </p>
            <div className="mt-2">
              <SpamRelease
                key={found.subscriber.id}
                lead={found.subscriber}
                name={found.subscriber.email}
                release={() => releaseSignUp(found.subscriber.id)}
                onReleased={() => {
                  setFound({ state: 'found', subscriber: { ...found.subscriber, spam: undefined } });
                  held.current?.refresh();
                }}
                onFailed={failed}
                failedText={ui.releaseFailed}
              />
            </div>
            {found.subscriber.unsubscribeUrl ? (
              <div className="mt-3">
                <label htmlFor={`${id}-link`} className="block text-sm font-medium text-ink-700">
                  {ui.unsubscribeLink}
                </label>
                <div className="mt-1 flex flex-col gap-2 sm:flex-row">
                  <input
                    id={`${id}-link`}
                    readOnly
                    value={found.subscriber.unsubscribeUrl}
                    onFocus={(e) => e.currentTarget.select()}
                    className="h-10 min-w-0 rounded-lg sm:flex-1 border border-line bg-surface-muted px-3 font-mono text-xs text-ink-700"
                  />
                  <button
                    type="button"
                    className={buttonClasses('outline', 'sm')}
                    onClick={() => void copyLink(found.subscriber.unsubscribeUrl!)}
                  >
                    <Copy size={16} aria-hidden="true" />
                    {ui.copyLink}
                  </button>
                </div>
                <p className="mt-1 text-sm text-emerald-800" role="status">
                  {copied ? ui.copied : ''}
                </p>
              </div>
            ) : (
              <p className="mt-3 text-sm text-ink-700">{ui.noSecret}</p>
            )}
            <div className="mt-3">
              <ConfirmErase
                key={found.subscriber.id}
                id={found.subscriber.id}
                name={found.subscriber.email}
                texts={{
                  button: ui.erase,
                  confirmHeading: ui.confirmHeading,
                  confirmText: ui.confirmText,
                  confirm: ui.confirm,
                  deleting: ui.erasing,
                  cancel: ui.cancel,
                  failed: ui.eraseFailed,
                }}
                erase={() => eraseSubscriber(found.subscriber.id)}
                onErased={() => {
                  setFound({ state: 'erased', email: found.subscriber.email });
                  result.current?.focus();
                }}
                onFailed={failed}
              />
            </div>
          </div>
        )}
      </div>
      <HeldSignUps onFailed={failed} ref={held} />
    </section>
  );
}

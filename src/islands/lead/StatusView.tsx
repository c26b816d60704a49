/** The dialog's result views (thank-you and error) and the 'Submitting...' button content. */
import type { ReactNode, Ref } from 'react';
import { CheckCircle2, Loader2, MessageCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import type { successFor } from '~/lib/lead/success';

export function Submitting({ text }: { text: string }) {
  return (
    <>
      <Loader2 size={18} aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> {text}
    </>
  );
}

function StatusView({
  tone,
  icon,
  title,
  text,
  headingRef,
  children,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  text: string;
  headingRef: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <div className="py-2 text-center" data-lead-status={tone}>
      <div
        className={`mx-auto flex size-14 items-center justify-center rounded-full ${tone === 'success' ? 'bg-green-50 text-success-600' : 'bg-red-50 text-danger-600'}`}
      >
        {icon}
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 font-display text-xl font-bold text-ink-900 outline-none">
        {title}
      </h3>
      <p className="mx-auto mt-2 max-w-sm text-sm leading-6 text-ink-600">{text}</p>
      {children}
    </div>
  );
}

/**
 * The thank-you view of the form's programme (src/lib/lead/success.ts), with the WhatsApp button (a new tab) when
 * the opener gave a chat link (LeadButton prefills it for the same programme).
 */
export function SuccessView({
  copy,
  whatsappUrl,
  headingRef,
}: {
  copy: Pick<ReturnType<typeof successFor>, 'title' | 'text' | 'whatsapp'>;
  whatsappUrl: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <StatusView
      tone="success"
      icon={<CheckCircle2 size={28} aria-hidden="true" />}
      title={copy.title}
      text={copy.text}
      headingRef={headingRef}
    >
      {whatsappUrl && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-auto')}
        >
          <MessageCircle size={18} aria-hidden="true" /> {copy.whatsapp}
        </a>
      )}
    </StatusView>
  );
}

/** The error view: the server's detail when worth showing, 'Try Again', and the address to write to instead. */
export function ErrorView({
  copy,
  detail,
  contactEmail,
  onRetry,
  headingRef,
}: {
  copy: LeadDialogCopy['failure'];
  detail: string | null;
  contactEmail: string | undefined;
  onRetry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <StatusView
      tone="error"
      icon={<TriangleAlert size={28} aria-hidden="true" />}
      title={copy.title}
      text={copy.text}
      headingRef={headingRef}
    >
      {detail && (
        <p className="mt-2 text-sm font-medium text-ink-900" data-testid="lead-failure-detail">
          {detail}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md')}>
          <RotateCcw size={18} aria-hidden="true" /> {copy.retry}
        </button>
        {contactEmail && (
          <a href={`mailto:${contactEmail}`} className={buttonClasses('outline', 'md')}>
            {copy.emailUs}
          </a>
        )}
      </div>
    </StatusView>
  );
}

/** The dialog's result views (thank-you and error) and the 'Submitting...' button content. */
import type { ReactNode, Ref } from 'react';
import { Loader2 } from 'lucide-react';

export function Submitting({ text }: { text: string }) {
  return (
    <>
      <Loader2 size={18} aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> {text}
    </>
  );
}

export function StatusView({
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

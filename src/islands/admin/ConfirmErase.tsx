/**
 * An erase button that asks for confirmation first: "Delete lead" in the details dialog, "Erase subscriber" in the
 * Newsletter panel. The safe choice takes focus when the question appears; focus returns to the button when it goes.
 */
import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { messageOf } from '~/lib/http/client';

const DANGER = 'bg-danger-600 text-white shadow-sm hover:bg-red-800 border-transparent';

export interface EraseTexts {
  button: string;
  confirmHeading: string;
  confirmText: string;
  confirm: string;
  deleting: string;
  cancel: string;
  failed: string;
}

export default function ConfirmErase({
  id,
  name,
  texts,
  erase: run,
  onErased,
  onFailed,
}: {
  id: string;
  name: string;
  texts: EraseTexts;
  erase: () => Promise<void>;
  onErased: () => void;
  onFailed?: (err: unknown) => void;
}) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    // The safe choice takes focus when the question appears; focus returns to "Delete lead" when it goes.
    if (step === 'confirm') cancel.current?.focus();
    if (step === 'idle' && asked.current) start.current?.focus();
  }, [step]);

  const erase = async () => {
    setStep('busy');
    setFailure(null);
    try {
      await run();
      onErased();
    } catch (err) {
      setFailure(messageOf(err) ? `${texts.failed} (${messageOf(err)})` : texts.failed);
      setStep('confirm');
      onFailed?.(err);
    }
  };

  if (step === 'idle') {
    return (
      <button
        ref={start}
        type="button"
        className={buttonClasses('outline', 'sm', 'text-danger-600 hover:border-red-300 hover:bg-red-50')}
        onClick={() => {
          asked.current = true;
          setStep('confirm');
        }}
      >
        <Trash2 size={16} aria-hidden="true" />
        {texts.button}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={`erase-${id}`}
      className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-left"
      data-erase-confirm
    >
      <p id={`erase-${id}`} className="font-semibold text-ink-900">
        {texts.confirmHeading}
      </p>
      <p className="mt-1 text-sm text-ink-700">
        <span className="font-medium">{name}</span>. {texts.confirmText}
      </p>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
          {failure}
        </p>
      )}
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          ref={cancel}
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={() => setStep('idle')}
          disabled={step === 'busy'}
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          className={buttonClasses('primary', 'sm', DANGER)}
          onClick={() => void erase()}
          disabled={step === 'busy'}
        >
          <Trash2 size={16} aria-hidden="true" />
          {step === 'busy' ? texts.deleting : texts.confirm}
        </button>
      </div>
    </div>
  );
}

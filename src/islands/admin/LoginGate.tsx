/** The admin password gate. The server compares the password. */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Eye, EyeOff, LockKeyhole, LoaderCircle } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { HttpError } from '~/lib/http/client';
import { login } from '~/lib/admin/api';

interface Props {
  notice?: string;
  onSuccess: () => void;
}

export default function LoginGate({ notice, onSuccess }: Props) {
  const ui = useAdminCopy();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || !password) return;
    setWorking(true);
    setMessage(null);
    try {
      await login(password);
      onSuccess();
      return;
    } catch (err) {
      if (err instanceof HttpError) setMessage(err.status === 401 ? ui.gate.invalid : err.reason || ui.gate.network);
      else setMessage(ui.gate.network);
    }
    setWorking(false);
    input.current?.focus();
    input.current?.select();
  }

  const errorId = `${id}-error`;
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-card border border-line bg-white p-6 shadow-lift sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 text-white"
            aria-hidden="true"
          >
            <LockKeyhole size={22} />
          </span>
          <div>
            <h2 className="text-xl font-bold">{ui.gate.heading}</h2>
            <p className="text-sm text-ink-600">{ui.gate.intro}</p>
          </div>
        </div>
        {notice && !message && (
          <p
            className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            role="status"
          >
            {notice}
          </p>
        )}
        <form onSubmit={submit}>
          <label htmlFor={`${id}-password`} className="mb-1.5 block text-sm font-semibold text-ink-900">
            {ui.gate.passwordLabel}
          </label>
          <div className="relative">
            <input
              ref={input}
              id={`${id}-password`}
              name="password"
              type={visible ? 'text' : 'password'}
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={message === ui.gate.invalid ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              className="h-12 w-full rounded-xl border border-line bg-white pl-4 pr-12 text-base text-ink-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-danger-600"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? ui.gate.hide : ui.gate.show}
              aria-pressed={visible}
              className="absolute inset-y-0.5 right-0.5 grid w-11 place-items-center rounded-lg text-ink-600 hover:bg-surface-muted hover:text-ink-900"
            >
              {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            </button>
          </div>
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-danger-600">
            {message}
          </p>
          <button type="submit" disabled={working} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
            {working && (
              <LoaderCircle size={18} className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            )}
            {working ? ui.gate.working : ui.gate.submit}
          </button>
        </form>
      </div>
    </div>
  );
}

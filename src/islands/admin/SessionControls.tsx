/** Below the dashboard: "Log out everywhere" ends every admin session on the server. */
import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { buttonClasses } from '~/lib/ui/button';
import { useAdminCopy } from './copy-context';
import { logoutEverywhere } from '~/lib/admin/client';
import { HttpError } from '~/lib/http/client';

export default function SessionControls({ onEnded }: { onEnded: () => void }) {
  const ui = useAdminCopy();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <section
      aria-labelledby="admin-sessions"
      className="mt-8 flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div>
        <h2 id="admin-sessions" className="font-semibold text-ink-900">
          {ui.session.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{ui.session.text}</p>
        {failed && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-600">
            {ui.session.failed}
          </p>
        )}
      </div>
      <button
        type="button"
        className={buttonClasses('outline', 'sm', 'self-start sm:self-auto')}
        disabled={busy}
        onClick={() =>
          void (async () => {
            setBusy(true);
            setFailed(false);
            try {
              await logoutEverywhere();
              onEnded();
            } catch (err) {
              if (err instanceof HttpError && err.status === 401) return onEnded(); // already ended
              setFailed(true);
              setBusy(false);
            }
          })()
        }
      >
        <ShieldOff size={16} aria-hidden="true" />
        {busy ? ui.session.working : ui.session.button}
      </button>
    </section>
  );
}

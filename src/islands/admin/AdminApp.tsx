/**
 * /admin's dashboard (React), mounted by the static password gate after a login (src/islands/admin/mount.tsx,
 * issue 32). The password is checked by the server (POST /api/admin/session sets an HttpOnly cookie); the
 * `adminAuthenticated` session-storage flag only decides whether the gate loads the dashboard on the next visit in
 * this tab, and then the dashboard first asks the server whether the cookie still holds. Signing out (Logout, an
 * expired or ended session) clears the flag and hands back to the gate through `onSignedOut`.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminCopy } from '~/lib/admin/admin.schema';
import { ADMIN_FLAG_KEY } from '~/lib/admin/session-flag';
import { AdminCopyContext } from './copy-context';
import { checkSession, logout } from '~/lib/admin/client';
import Dashboard from './Dashboard';
import SessionControls from './SessionControls';

type View = 'checking' | 'dashboard';

function clearFlag() {
  try {
    sessionStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

export interface AdminAppProps {
  copy: AdminCopy;
  /** The server has just accepted the password: show the dashboard without asking again. */
  verified?: boolean;
  /** Called once the session is over (or could not be confirmed), with the notice the gate should show. */
  onSignedOut: (notice?: string) => void;
}

export default function AdminApp({ copy, verified = false, onSignedOut }: AdminAppProps) {
  return (
    <AdminCopyContext.Provider value={copy}>
      <AdminView ui={copy} verified={verified} onSignedOut={onSignedOut} />
    </AdminCopyContext.Provider>
  );
}

function AdminView({
  ui,
  verified,
  onSignedOut,
}: {
  ui: AdminCopy;
  verified: boolean;
  onSignedOut: (notice?: string) => void;
}) {
  const [view, setView] = useState<View>(verified ? 'dashboard' : 'checking');

  useEffect(() => {
    if (view !== 'checking') return;
    let live = true;
    checkSession()
      .then((ok) => {
        if (!live) return;
        if (ok) return setView('dashboard');
        clearFlag();
        onSignedOut(ui.gate.expired);
      })
      .catch(() => live && onSignedOut(ui.gate.network));
    return () => {
      live = false;
    };
  }, [view, ui.gate.expired, ui.gate.network, onSignedOut]);

  const onLogout = useCallback(async () => {
    try {
      await logout();
    } catch {
      // the flag goes anyway; an unreachable server cannot be asked to clear the cookie
    }
    clearFlag();
    onSignedOut();
  }, [onSignedOut]);

  const onExpired = useCallback(() => {
    clearFlag();
    onSignedOut(ui.gate.expired);
  }, [ui.gate.expired, onSignedOut]);

  if (view === 'checking') {
    return (
      <div className="mx-auto flex min-h-[26rem] max-w-md items-center justify-center" role="status">
        <p className="text-ink-600">{ui.gate.checking}</p>
      </div>
    );
  }
  return (
    <>
      <Dashboard onLogout={onLogout} onExpired={onExpired} />
      <SessionControls
        onEnded={() => {
          clearFlag();
          onSignedOut();
        }}
      />
    </>
  );
}

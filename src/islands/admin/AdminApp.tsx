/**
 * /admin island (client:only): the password gate, then the dashboard. The password is checked by the server
 * (POST /api/admin/session sets an HttpOnly cookie); the `adminAuthenticated` session-storage flag only decides
 * whether to skip the gate on the next visit in this tab, after asking the server whether the cookie still holds.
 */
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_FLAG_KEY, type AdminCopy } from '~/lib/admin/copy';
import { AdminCopyContext } from './copy-context';
import { checkSession, logout } from '~/lib/admin/api';
import LoginGate from './LoginGate';
import Dashboard from './Dashboard';
import SessionControls from './SessionControls';

type View = { name: 'checking' } | { name: 'gate'; notice?: string } | { name: 'dashboard' };

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(on: boolean) {
  try {
    if (on) sessionStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else sessionStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // storage unavailable: the gate shows on every visit
  }
}

export default function AdminApp({ copy }: { copy: AdminCopy }) {
  return (
    <AdminCopyContext.Provider value={copy}>
      <AdminView ui={copy} />
    </AdminCopyContext.Provider>
  );
}

function AdminView({ ui }: { ui: AdminCopy }) {
  const [view, setView] = useState<View>(() => (readFlag() ? { name: 'checking' } : { name: 'gate' }));

  useEffect(() => {
    if (view.name !== 'checking') return;
    let live = true;
    checkSession()
      .then((ok) => {
        if (!live) return;
        if (!ok) writeFlag(false);
        setView(ok ? { name: 'dashboard' } : { name: 'gate', notice: ui.gate.expired });
      })
      .catch(() => live && setView({ name: 'gate', notice: ui.gate.network }));
    return () => {
      live = false;
    };
  }, [view.name, ui.gate.expired, ui.gate.network]);

  const onLoggedIn = useCallback(() => {
    writeFlag(true);
    setView({ name: 'dashboard' });
  }, []);

  const onLogout = useCallback(async () => {
    try {
      await logout();
    } catch {
      // the flag goes anyway; an unreachable server cannot be asked to clear the cookie
    }
    writeFlag(false);
    setView({ name: 'gate' });
  }, []);

  const onExpired = useCallback(() => {
    writeFlag(false);
    setView({ name: 'gate', notice: ui.gate.expired });
  }, [ui.gate.expired]);

  if (view.name === 'checking') {
    return (
      <div className="mx-auto flex min-h-[26rem] max-w-md items-center justify-center" role="status">
        <p className="text-ink-600">{ui.gate.checking}</p>
      </div>
    );
  }
  if (view.name === 'gate') return <LoginGate notice={view.notice} onSuccess={onLoggedIn} />;
  return (
    <>
      <Dashboard onLogout={onLogout} onExpired={onExpired} />
      <SessionControls
        onEnded={() => {
          writeFlag(false);
          setView({ name: 'gate' });
        }}
      />
    </>
  );
}

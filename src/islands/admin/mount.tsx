/**
 * Mounts the React dashboard into /admin's page after a login (issue 32): imported on demand by the static gate
 * (src/components/admin/admin-gate.ts), so React is not part of the page's initial JavaScript. Returns the unmount.
 */
import { createRoot } from 'react-dom/client';
import type { AdminCopy } from '~/lib/admin/admin.schema';
import AdminApp from './AdminApp';

export interface MountOptions {
  /** The server has just accepted the password: no session check before the dashboard. */
  verified: boolean;
  /** The dashboard signed out (Logout, an expired session, "log out everywhere"): show the form, with the notice. */
  onSignedOut: (notice?: string) => void;
}

export function mountDashboard(element: HTMLElement, copy: AdminCopy, options: MountOptions): () => void {
  const root = createRoot(element);
  root.render(<AdminApp copy={copy} verified={options.verified} onSignedOut={options.onSignedOut} />);
  return () => root.unmount();
}

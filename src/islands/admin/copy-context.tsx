/** The dashboard's texts, given once to AdminApp (from src/pages/admin.astro) and read by every part of it. */
import { createContext, useContext } from 'react';
import type { AdminCopy } from '~/lib/admin/admin.schema';

export const AdminCopyContext = createContext<AdminCopy | null>(null);

export function useAdminCopy(): AdminCopy {
  const copy = useContext(AdminCopyContext);
  if (!copy) throw new Error('useAdminCopy needs an AdminCopyContext provider (AdminApp gives one).');
  return copy;
}

/** The admin texts as the page passes them (parsed from content-collections/admin), and a provider for parts. */
import type { ReactNode } from 'react';
import { adminCopySchema } from '~/lib/admin/admin.schema';
import { collectionFiles } from '~/lib/content/files';
import { AdminCopyContext } from '~/islands/admin/copy-context';

export const adminCopy = adminCopySchema.parse(collectionFiles('admin')[0].data);

export const withAdminCopy = (ui: ReactNode) => (
  <AdminCopyContext.Provider value={adminCopy}>{ui}</AdminCopyContext.Provider>
);

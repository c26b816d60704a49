/** What the dashboard needs besides its texts (which come from content-collections/admin, see admin.schema.ts). */
export type { AdminCopy } from './admin.schema';

/** Session-storage flag of a logged-in admin. */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';

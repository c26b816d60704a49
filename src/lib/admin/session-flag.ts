/** Session-storage flag of a logged-in admin (the dashboard's texts are typed by `AdminCopy` in admin.schema.ts). */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';

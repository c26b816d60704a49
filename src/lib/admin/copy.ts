/** What the dashboard needs besides its texts (which come from content-collections/admin, see admin.schema.ts). */
export type { AdminCopy } from './admin.schema';

/** Session-storage flag of a logged-in admin. */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';

/** A text with `{name}` placeholders filled; numbers are written with en-US digit grouping. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString('en-US') : value;
  });
}

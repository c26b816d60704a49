/**
 * The id of the JSON data block LeadButton writes once per page with the filled notice (src/lib/data-rights/notice.ts);
 * the dialog's notice reads it. A module of its own so the dialog's chunk imports no schema.
 */
export const NOTICE_ELEMENT_ID = 'lead-privacy-notice';

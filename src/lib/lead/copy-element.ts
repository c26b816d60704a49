/**
 * The id of the JSON data block LeadButton writes once per page and the dialog reads its texts from. A module of
 * its own so the dialog's chunk reads the id without building the copy's zod schema (lead-dialog.schema.ts).
 */
export const LEAD_COPY_ELEMENT_ID = 'lead-dialog-copy';

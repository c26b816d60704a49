/**
 * Where the lead dialog's texts are: one JSON file for the whole site (src/pages/lead-dialog.json.ts, built from
 * content-collections/lead/dialog.yaml and the filled privacy notice), fetched by the dialog on its first opening
 * instead of being written into every page with a lead button. Zod-free: the dialog's chunk imports it.
 */
import type { FilledNotice } from '~/lib/data-rights/notice';
import type { LeadDialogCopy } from './lead-dialog.schema';

export const LEAD_TEXTS_PATH = '/lead-dialog.json';

/** The file's content: the dialog's texts and the notice at collection in both languages. */
export interface LeadTexts {
  copy: LeadDialogCopy;
  notices: Record<'en' | 'hi', FilledNotice>;
}

/**
 * Schema of the `privacyNotice` collection (content-collections/privacy-notice/<lang>.yaml): the notice at collection
 * shown in every lead dialog, the newsletter box and the /privacy section "Your data from our forms", one file per
 * language (English, and Hindi written for readers of Hindi). `{period}` is the retention period (LEAD_RETENTION_DAYS,
 * as the privacy page states it at build) and `{email}` the grievance contact (src/config/site.ts).
 */
import { z } from 'astro/zod';
import { text } from '../content/fields';

export const NOTICE_LANGS = ['en', 'hi'] as const;
export type NoticeLang = (typeof NOTICE_LANGS)[number];

export const privacyNoticeSchema = z.object({
  lang: z.enum(NOTICE_LANGS),
  /** The label of the control that opens this language's version (written in that language). */
  languageLabel: text('languageLabel'),
  heading: text('heading'),
  collected: text('collected'),
  purpose: text('purpose'),
  retention: text('retention'),
  rights: text('rights'),
  grievance: text('grievance'),
  privacyLink: text('privacyLink'),
});
export type PrivacyNotice = z.output<typeof privacyNoticeSchema>;

/** The anchor of each language's section on /privacy. */
export const noticeAnchor = (lang: NoticeLang) => (lang === 'en' ? 'your-data' : 'your-data-hi');
export const PRIVACY_PATH = '/privacy';

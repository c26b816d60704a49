/**
 * The notice at collection with its placeholders filled, as the components show it: one object per language, built at
 * build time from the `privacyNotice` collection (so the dialog's chunk gets plain strings, not the schema).
 */
import { fill } from '../copy/placeholders';
import { noticeAnchor, PRIVACY_PATH, type NoticeLang, type PrivacyNotice } from './notice.schema';

export interface FilledNotice {
  lang: NoticeLang;
  languageLabel: string;
  heading: string;
  paragraphs: string[];
  privacyLink: string;
  privacyHref: string;
}

export function fillNotice(notice: PrivacyNotice, values: { period: string; email: string }): FilledNotice {
  return {
    lang: notice.lang,
    languageLabel: notice.languageLabel,
    heading: notice.heading,
    paragraphs: [notice.collected, notice.purpose, notice.retention, notice.rights, notice.grievance].map((t) =>
      fill(t, values),
    ),
    privacyLink: notice.privacyLink,
    privacyHref: `${PRIVACY_PATH}#${noticeAnchor(notice.lang)}`,
  };
}

/** The retention period in Hindi: "730 दिन (लगभग 2 वर्ष)", "90 दिन (लगभग 3 महीने)", "30 दिन". */
export function retentionPeriodTextHi(days: number): string {
  const base = `${days.toLocaleString('en-IN')} दिन`;
  if (days >= 365 && days % 365 <= 5) return `${base} (लगभग ${Math.round(days / 365)} वर्ष)`;
  if (days >= 60 && days < 365) return `${base} (लगभग ${Math.round(days / 30)} महीने)`;
  return base;
}

/** Both languages of the notice, filled for the build's retention period and the grievance contact. */
export function filledNotices(
  notices: readonly PrivacyNotice[],
  days: number,
  email: string,
  periodEn: (days: number) => string,
): Record<NoticeLang, FilledNotice> {
  const find = (lang: NoticeLang) => {
    const n = notices.find((x) => x.lang === lang);
    if (!n) throw new Error(`content-collections/privacy-notice has no ${lang} entry`);
    return n;
  };
  return {
    en: fillNotice(find('en'), { period: periodEn(days), email }),
    hi: fillNotice(find('hi'), { period: retentionPeriodTextHi(days), email }),
  };
}

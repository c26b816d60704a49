/** The notice of the build (both languages, filled): read by the notice components and LeadButton's data block. */
import { getCollection } from 'astro:content';
import { site } from '../../config/site';
import { retentionDays, retentionPeriodText } from '../lead/retention';
import { filledNotices, type FilledNotice } from './notice';
import type { NoticeLang } from './notice.schema';

export async function buildNotices(): Promise<Record<NoticeLang, FilledNotice>> {
  const entries = await getCollection('privacyNotice');
  return filledNotices(
    entries.map((e) => e.data),
    retentionDays(),
    site.supportEmail,
    retentionPeriodText,
  );
}

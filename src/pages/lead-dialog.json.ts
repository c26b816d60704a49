/** /lead-dialog.json: the lead dialog's texts and its notice at collection, for every page (src/lib/lead/texts.ts). */
import { getEntry } from 'astro:content';
import type { APIRoute } from 'astro';
import { buildNotices } from '~/lib/data-rights/notice-data';
import type { LeadTexts } from '~/lib/lead/texts';

export const GET: APIRoute = async () => {
  const entry = await getEntry('leadDialog', 'dialog');
  if (!entry) throw new Error('content-collections/lead/dialog.yaml is missing');
  const texts: LeadTexts = { copy: entry.data, notices: await buildNotices() };
  return new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json' } });
};

/**
 * The two e-mails of a new lead (issue 54), built from the stored record: the prospect's receipt (what was submitted,
 * the "manage my data" link, the retention period and the grievance contact) and, when SALES_EMAIL is set, the sales
 * team's copy (the webhook's one-line summary, src/lib/lead/summary.ts, escaped the same way). Plain text only: no
 * markup for a lead-supplied value to break out of; nodemailer encodes headers, and no lead value is put in one.
 */
import type { LeadKind } from '../lead/kinds';
import { leadSummary } from '../lead/summary';
import { LINK_DAYS } from './contract';

export interface MailMessage {
  subject: string;
  text: string;
}

const LABELS: [string, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['programType', 'Programme'],
  ['pricingTier', 'Plan'],
  ['website', 'Website'],
  ['message', 'Message'],
  ['additionalInfo', 'Additional information'],
];

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export interface ReceiptContext {
  brand: string;
  manageUrl: string;
  retention: string;
  grievanceEmail: string;
  privacyUrl: string;
}

export function receiptMessage(lead: Record<string, unknown>, ctx: ReceiptContext): MailMessage {
  const rows = LABELS.map(([key, label]) => [label, str(lead[key])] as const).filter(([, v]) => v);
  const name = str(lead.name);
  const submitted = str(lead.createdAt) ? new Date(str(lead.createdAt)).toUTCString() : '';
  const text = [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    `Thank you for contacting ${ctx.brand}. We have received your request${submitted ? ` (${submitted})` : ''}. This is what you sent us:`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`),
    '',
    `See, correct or erase this data yourself (the link works for ${LINK_DAYS} days):`,
    ctx.manageUrl,
    '',
    `We use it only to answer your request and keep it for ${ctx.retention}, then erase it.`,
    `Questions or a complaint about your data: ${ctx.grievanceEmail}. How we handle data: ${ctx.privacyUrl}`,
    '',
    `${ctx.brand}`,
  ].join('\n');
  return { subject: `We received your request – ${ctx.brand}`, text };
}

export function salesMessage(kind: LeadKind, lead: Record<string, unknown>): MailMessage {
  const summary = leadSummary(kind, lead);
  return { subject: summary.split(':')[0], text: summary };
}

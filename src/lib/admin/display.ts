/** How the dashboard shows stored values: a submitted time, a count in words, a lead status and its badge. */
import { LEAD_STATUSES, type LeadStatus } from '../lead/kinds';
import { fill } from '../copy/placeholders';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO timestamp in the admin's locale time; anything unparsable is shown as it is. */
export function formatSubmitted(value: unknown, format: Intl.DateTimeFormat = dateTime): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : format.format(d);
}

/** A count in words: the `one` text for 1, else `other`, with {count} filled ("1 application", "2 applications"). */
export function countText(templates: { one: string; other: string }, count: number): string {
  return fill(count === 1 ? templates.one : templates.other, { count });
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** 'pending' shows a secondary badge, any other value the default badge. */
export function badgeVariant(status: unknown): 'secondary' | 'default' {
  return status === 'pending' ? 'secondary' : 'default';
}

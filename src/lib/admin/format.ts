/** Display helpers of the admin dashboard. */
import { LEAD_STATUSES, type LeadStatus } from '../lead/kinds';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO timestamp in the admin's locale time; anything unparsable is shown as it is. */
export function formatSubmitted(value: unknown, format: Intl.DateTimeFormat = dateTime): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : format.format(d);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** 'pending' shows a secondary badge, any other value the default badge. */
export function badgeVariant(status: unknown): 'secondary' | 'default' {
  return status === 'pending' ? 'secondary' : 'default';
}

/** The one-line description of a lead's sales-team notification state, from the texts of the admin collection. */
import type { DeliveryInfo } from './contract';
import { fill } from '../copy/placeholders';

export interface DeliverySummaryTexts {
  delivered: string;
  deliveredAfter: string;
  sending: string;
  sendingSoFar: string;
  notDelivered: string;
  retrying: string;
  noRetry: string;
  attempt: string;
  attempts: string;
}

/** "Delivered after 2 attempts", "Not delivered after 3 attempts: HTTP 500 (retrying automatically)", ... */
export function deliverySummary(d: DeliveryInfo, t: DeliverySummaryTexts): string {
  const tries = fill(d.attempts === 1 ? t.attempt : t.attempts, { count: d.attempts });
  if (d.state === 'delivered') return d.attempts > 1 ? fill(t.deliveredAfter, { tries }) : t.delivered;
  if (d.state === 'pending') return d.attempts ? fill(t.sendingSoFar, { tries }) : t.sending;
  const retry = d.nextAttemptAt ? t.retrying : t.noRetry;
  return fill(t.notDelivered, { tries, error: d.lastError ? `: ${d.lastError}` : '', retry });
}

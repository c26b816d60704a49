/**
 * Texts and pure helpers of the admin's per-lead actions (issue #12): the sales-team notification state with
 * "Resend", erasure with confirmation, and "Log out everywhere". Not in the specification: our own copy
 * (docs/decisions.md, 'Issue 12').
 */
import type { DeliveryInfo, DeliveryStateName } from './contract';

export const deliveryCopy = {
  heading: 'Sales team notification',
  loading: 'Checking the notification...',
  loadFailed: 'Could not load the notification state.',
  notConfigured: 'Lead notifications are off: set LEAD_WEBHOOK_URL to send new leads to your team.',
  none: 'No notification was recorded for this lead.',
  labels: { pending: 'Notifying team', delivered: 'Team notified', failed: 'Team not notified' } as Record<DeliveryStateName, string>,
  resend: 'Resend',
  resending: 'Resending...',
  resendFailed: 'Could not resend the notification. Please try again.',
} as const;

export const eraseCopy = {
  button: 'Delete lead',
  confirmHeading: 'Delete this lead permanently?',
  confirmText:
    'This erases the submission, its copy kept for duplicate protection and any notification still waiting to be sent. It cannot be undone. An audit entry without personal data records the erasure.',
  confirm: 'Delete permanently',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  failed: 'Could not delete the lead. Please try again.',
  done: 'The lead was deleted.',
} as const;

export const sessionCopy = {
  heading: 'Sessions',
  text: 'Signed in on a shared or lost device? End every admin session, including this one.',
  button: 'Log out everywhere',
  working: 'Logging out everywhere...',
  failed: 'Could not end the sessions. Please try again.',
} as const;

/** One line describing the state: "Delivered after 2 attempts", "Not delivered after 3 attempts: HTTP 500", ... */
export function deliverySummary(d: DeliveryInfo): string {
  const tries = `${d.attempts} attempt${d.attempts === 1 ? '' : 's'}`;
  if (d.state === 'delivered') return d.attempts > 1 ? `Delivered after ${tries}` : 'Delivered';
  if (d.state === 'pending') return d.attempts ? `Sending (${tries} so far)` : 'Sending';
  const retry = d.nextAttemptAt ? 'retrying automatically' : 'no more automatic retries';
  return `Not delivered after ${tries}${d.lastError ? `: ${d.lastError}` : ''} (${retry})`;
}

/**
 * Every text of the admin dashboard in one place. Quoted strings of spec 001 (/admin, §4, §8, §9 'Admin') are
 * used exactly as written; the rest is ours (docs/decisions.md, 'Admin dashboard').
 */
import type { LeadKind, LeadStatus } from '../lead/kinds';

/** Session-storage flag of a logged-in admin (spec §9). */
export const ADMIN_FLAG_KEY = 'adminAuthenticated';

export const gateCopy = {
  heading: 'Admin Access',
  intro: 'Enter the admin password to view Launchpad applications and contact submissions.',
  passwordLabel: 'Password',
  show: 'Show password',
  hide: 'Hide password',
  submit: 'Access Dashboard',
  working: 'Authenticating...',
  invalid: 'Invalid password. Please try again.',
  expired: 'Your session has expired. Please enter the password again.',
  checking: 'Checking your session...',
  network: 'Could not reach the server. Check your connection and try again.',
} as const;

export const dashboardCopy = {
  heading: 'Lead submissions',
  intro: 'Review Launchpad applications and contact requests, update their status and export them.',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  refresh: 'Refresh',
  stats: {
    launchpad: 'Launchpad Applications',
    contact: 'Contact Submissions',
    pending: 'Pending Reviews',
    companies: 'Unique Companies',
  },
  chartTitle: 'Submissions in the last 30 days',
  chartLaunchpad: 'Launchpad',
  chartContact: 'Contact',
  viewDetails: 'View Details',
  exportCsv: 'Export CSV',
  retry: 'Try again',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  exporting: 'Exporting...',
  exportFailed: 'Could not export the CSV. Please try again.',
  repair: 'Repair index',
  repairing: 'Repairing...',
  repaired: (added: number, updated: number, removed: number) =>
    `Index repaired: ${added.toLocaleString('en-US')} added, ${updated.toLocaleString('en-US')} refreshed, ${removed.toLocaleString('en-US')} removed.`,
  repairFailed: 'Could not repair the index. Please try again.',
  statsFailed: 'Could not load the statistics.',
  close: 'Close',
  statusLabel: 'Status',
  statusFailed: 'Could not update the status. Please try again.',
  submitted: 'Submitted',
} as const;

export const filterCopy = {
  legend: 'Filter submissions',
  search: 'Search',
  searchPlaceholder: 'Name, email, company or phone',
  status: 'Status',
  anyStatus: 'All statuses',
  from: 'From',
  to: 'To',
  apply: 'Search',
  clear: 'Clear filters',
  invalidRange: 'The "From" date must not be after the "To" date.',
} as const;

export const kindCopy: Record<LeadKind, { tab: string; loading: string; empty: string; noMatch: string; failed: string; detailsTitle: string; noun: string }> = {
  launchpad: {
    tab: 'Launchpad Applications',
    loading: 'Loading applications...',
    empty: 'No Launchpad applications found.',
    noMatch: 'No Launchpad applications match these filters.',
    failed: 'Failed to fetch applications',
    detailsTitle: 'Application Details',
    noun: 'applications',
  },
  contact: {
    tab: 'Contact Submissions',
    loading: 'Loading contacts...',
    empty: 'No contact submissions found.',
    noMatch: 'No contact submissions match these filters.',
    failed: 'Failed to fetch contacts',
    detailsTitle: 'Contact Details',
    noun: 'contacts',
  },
};

export const statusLabels: Record<LeadStatus, string> = {
  pending: 'Pending',
  reviewed: 'Reviewed',
  contacted: 'Contacted',
  archived: 'Archived',
};

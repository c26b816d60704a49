/**
 * Which fields of each lead kind the admin dashboard shows and exports, in order, with their labels
 * (spec 001 §3 'Launchpad application' and 'Contact submission'). Used by the CSV export and the details dialog.
 */
import type { ContactSubmission, LaunchpadApplication } from '../lead/schema';
import type { LeadKind } from '../lead/kinds';
import type { CsvColumn } from './csv';

export interface LeadField<T> {
  key: keyof T & string;
  label: string;
}

export const LAUNCHPAD_FIELDS: readonly LeadField<LaunchpadApplication>[] = [
  { key: 'id', label: 'ID' },
  { key: 'createdAt', label: 'Submitted At' },
  { key: 'status', label: 'Status' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'company', label: 'Company' },
  { key: 'website', label: 'Website' },
  { key: 'location', label: 'Location' },
  { key: 'industry', label: 'Industry' },
  { key: 'monthlyOrders', label: 'Monthly Orders' },
  { key: 'averageOrderValue', label: 'Average Order Value' },
  { key: 'productCategory', label: 'Product Category' },
  { key: 'targetAudience', label: 'Target Audience' },
  { key: 'currentMarketingChannels', label: 'Current Marketing Channels' },
  { key: 'influencerBudget', label: 'Influencer Budget' },
  { key: 'campaignGoals', label: 'Campaign Goals' },
  { key: 'pricingTier', label: 'Pricing Tier' },
  { key: 'programType', label: 'Program Type' },
  { key: 'message', label: 'Message' },
  { key: 'additionalInfo', label: 'Additional Info' },
];

export const CONTACT_FIELDS: readonly LeadField<ContactSubmission>[] = [
  { key: 'id', label: 'ID' },
  { key: 'createdAt', label: 'Submitted At' },
  { key: 'status', label: 'Status' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'company', label: 'Company' },
  { key: 'programType', label: 'Program Type' },
  { key: 'location', label: 'Location' },
  { key: 'pricingTier', label: 'Pricing Tier' },
  { key: 'message', label: 'Message' },
];

export const CSV_FILE_NAMES: Record<LeadKind, string> = {
  launchpad: 'launchpad-applications.csv',
  contact: 'contact-submissions.csv',
};

/** The CSV columns of a kind: one per field, header = label. */
export function csvColumns<T>(fields: readonly LeadField<T>[]): CsvColumn<T>[] {
  return fields.map((f) => ({ header: f.label, value: (row: T) => row[f.key] }));
}

/**
 * Every field of a record for the details dialog: the known fields in order, then any other field the record
 * carries (so nothing stored is hidden), each as display text (lists joined by ', ', missing as '').
 */
export function detailRows<T extends object>(record: T, fields: readonly LeadField<T>[]): { label: string; value: string }[] {
  const known = new Set<string>(fields.map((f) => f.key));
  const rows = fields.map((f) => ({ label: f.label, value: displayValue(record[f.key]) }));
  for (const [key, value] of Object.entries(record)) {
    if (!known.has(key)) rows.push({ label: key, value: displayValue(value) });
  }
  return rows;
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

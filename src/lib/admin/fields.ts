/**
 * The field lists of the CSV export and the details dialog. Which fields, in which order and with which label
 * comes from content-collections/admin (`columns`), checked against the stored record schemas.
 */
import type { LeadKind } from '../lead/kinds';
import type { CsvColumn } from './csv';

export interface LeadField<T> {
  key: keyof T & string;
  label: string;
}

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
export function detailRows<T extends object>(
  record: T,
  fields: readonly LeadField<T>[],
): { key: string; label: string; value: string }[] {
  const known = new Set<string>(fields.map((f) => f.key));
  const rows = fields.map((f) => ({ key: f.key as string, label: f.label, value: displayValue(record[f.key]) }));
  for (const [key, value] of Object.entries(record)) {
    if (!known.has(key)) rows.push({ key, label: key, value: displayValue(value) });
  }
  return rows;
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

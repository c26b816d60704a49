/**
 * The field lists of the CSV export and the details dialog. Which fields, in which order and with which label
 * comes from content-collections/admin (`columns`), checked against the stored record schemas.
 */
import type { LeadKind } from '../lead/kinds';
import type { CsvColumn } from './csv';
import {
  ATTRIBUTION_KEY_PREFIX,
  ATTRIBUTION_PARTS,
  attributionPart,
  type AttributionPart,
} from '../attribution/facets';

export interface LeadField<T> {
  /** A field of the record, or one part of its attribution (`attribution.source`, see attribution/facets.ts). */
  key: (keyof T & string) | `attribution.${AttributionPart}`;
  label: string;
  /** false: shown in the details view only, not exported. */
  csv?: boolean;
}

/** The value of a field of a record; for `attribution.<part>` that part of the record's attribution. */
export function fieldValue<T>(row: T, key: LeadField<T>['key']): unknown {
  if (key.startsWith(ATTRIBUTION_KEY_PREFIX)) {
    const part = key.slice(ATTRIBUTION_KEY_PREFIX.length) as AttributionPart;
    if ((ATTRIBUTION_PARTS as readonly string[]).includes(part))
      return attributionPart((row as Record<string, unknown>).attribution, part);
  }
  return row[key as keyof T];
}

export const CSV_FILE_NAMES: Record<LeadKind, string> = {
  launchpad: 'launchpad-applications.csv',
  contact: 'contact-submissions.csv',
};

/** The CSV columns of a kind: one per exported field, header = label. */
export function csvColumns<T>(fields: readonly LeadField<T>[]): CsvColumn<T>[] {
  return fields
    .filter((f) => f.csv !== false)
    .map((f) => ({ header: f.label, value: (row: T) => fieldValue(row, f.key) }));
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
  if (fields.some((f) => f.key.startsWith(ATTRIBUTION_KEY_PREFIX))) known.add('attribution');
  const rows: { key: string; label: string; value: string }[] = fields.map((f) => ({
    key: f.key,
    label: f.label,
    value: displayValue(fieldValue(record, f.key)),
  }));
  for (const [key, value] of Object.entries(record)) {
    if (!known.has(key)) rows.push({ key, label: key, value: displayValue(value) });
  }
  return rows;
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * CSV export of the admin dashboard. Pure: records and columns in, text out.
 *
 * Rules, each covered by tests/unit/admin-csv.test.ts:
 * - the first row holds the column headers; rows end with CRLF (RFC 4180);
 * - a list value is joined by '; ';
 * - null and undefined become an empty cell; numbers and booleans their text;
 * - a cell whose text starts with =, +, -, @, a tab or a carriage return is neutralised by prefixing a single
 *   quote (OWASP "CSV injection"), so spreadsheet software shows it as text instead of running a formula;
 * - a cell containing a comma, a double quote, a line feed or a carriage return is wrapped in double quotes, and
 *   every double quote inside it is doubled;
 * - the file starts with a UTF-8 byte-order mark so Excel detects the encoding.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_LIST_SEPARATOR = '; ';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** The text of one value before escaping: lists joined by '; ', nothing for null/undefined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join(CSV_LIST_SEPARATOR);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One escaped cell: neutralised if it could start a formula, quoted if it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file as a string: BOM, header row, one row per record, CRLF line ends (also after the last row). */
export function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [
    columns.map((c) => csvCell(c.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return CSV_BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

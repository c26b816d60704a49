import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCsv, cellText, csvCell, CSV_BOM } from '~/lib/admin/csv';
import { CSV_FILE_NAMES, csvColumns, detailRows, type LeadField } from '~/lib/admin/fields';
import { adminCopySchema } from '~/lib/admin/admin.schema';
import { collectionFiles } from '~/lib/content/files';
import { RECORD_FIELDS } from '~/lib/lead/schema';
import { sampleAttribution } from '../support/attribution';

const adminData = collectionFiles('admin')[0].data;
const { columns } = adminCopySchema.parse(adminData);
const LAUNCHPAD_FIELDS = columns.launchpad as LeadField<Record<string, unknown>>[];
const CONTACT_FIELDS = columns.contact as LeadField<Record<string, unknown>>[];

/** A small RFC 4180 reader, to check that what we write reads back to the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Acme Ltd')).toBe('Acme Ltd');
    expect(csvCell('')).toBe('');
  });

  it('joins list values with "; "', () => {
    expect(cellText(['Instagram', 'YouTube', 'SEO'])).toBe('Instagram; YouTube; SEO');
    expect(csvCell(['Instagram', 'YouTube'])).toBe('Instagram; YouTube');
    expect(csvCell([])).toBe('');
  });

  it('quotes values with commas', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell(['a,b', 'c'])).toBe('"a,b; c"');
  });

  it('quotes values with double quotes and doubles them', () => {
    expect(csvCell('The "Best" Brand')).toBe('"The ""Best"" Brand"');
  });

  it('quotes values with line breaks (LF, CRLF, CR)', () => {
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises a cell starting with %j (OWASP CSV injection)', (start) => {
    const cell = csvCell(`${start}SUM(A1:A9)`);
    const text = cell.startsWith('"') ? cell.slice(1, -1) : cell;
    expect(text.startsWith(`'${start}`)).toBe(true);
  });

  it('neutralises and quotes a formula that also holds a comma or quote', () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe('"\'=HYPERLINK(""http://x.example"",""click"")"');
    expect(csvCell('=1+2, then')).toBe('"\'=1+2, then"');
  });

  it('neutralises a list whose first value starts a formula', () => {
    expect(csvCell(['@cmd', 'ok'])).toBe("'@cmd; ok");
  });

  it('does not touch those characters later in the value', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });

  it('writes nothing for null and undefined, and text for numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(true)).toBe('true');
  });

  it('neutralises negative numbers too (they start with "-")', () => {
    expect(csvCell(-5)).toBe("'-5");
  });
});

describe('buildCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; tags: string[] }) => r.name },
    { header: 'Tags', value: (r: { name: string; tags: string[] }) => r.tags },
  ];

  it('starts with a UTF-8 BOM, then the header row, CRLF line ends', () => {
    const csv = buildCsv([{ name: 'Asha', tags: ['a', 'b'] }], columns);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe('\uFEFFName,Tags\r\nAsha,a; b\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header row for an empty list', () => {
    expect(buildCsv([], columns)).toBe('\uFEFFName,Tags\r\n');
  });

  it('keeps non-ASCII text (UTF-8)', () => {
    expect(buildCsv([{ name: 'Zoë — ₹39,999', tags: [] }], columns)).toBe('\uFEFFName,Tags\r\n"Zoë — ₹39,999",\r\n');
  });

  it('round-trips any text through an RFC 4180 reader (after removing the neutralising quote)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), tags: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) }), {
          maxLength: 5,
        }),
        (rows) => {
          const parsed = parseCsv(buildCsv(rows, columns).slice(1));
          expect(parsed.length).toBe(rows.length + 1);
          rows.forEach((row, i) => {
            const [name, tags] = parsed[i + 1];
            const unneutralise = (s: string, original: string) => (/^[=+\-@\t\r]/.test(original) ? s.slice(1) : s);
            expect(unneutralise(name, row.name)).toBe(row.name);
            const joined = row.tags.join('; ');
            expect(unneutralise(tags, joined)).toBe(joined);
          });
        },
      ),
    );
  });
});

describe('lead columns', () => {
  it('export every field of the spec entities', () => {
    const launchpad = LAUNCHPAD_FIELDS.map((f) => f.key);
    for (const key of [
      'id',
      'name',
      'email',
      'phone',
      'company',
      'website',
      'location',
      'industry',
      'monthlyOrders',
      'averageOrderValue',
      'productCategory',
      'targetAudience',
      'currentMarketingChannels',
      'influencerBudget',
      'campaignGoals',
      'pricingTier',
      'additionalInfo',
      'status',
      'createdAt',
    ]) {
      expect(launchpad).toContain(key);
    }
    const contact = CONTACT_FIELDS.map((f) => f.key);
    for (const key of [
      'id',
      'name',
      'email',
      'phone',
      'company',
      'programType',
      'location',
      'message',
      'status',
      'createdAt',
    ]) {
      expect(contact).toContain(key);
    }
  });

  it('list every stored field exactly once; the content check names a missing or repeated one', () => {
    // The attribution is listed as its parts (`attribution.source`…).
    const stored = (fields: LeadField<Record<string, unknown>>[]) => [
      ...new Set(fields.map((f) => (f.key.startsWith('attribution.') ? 'attribution' : f.key))),
    ];
    expect(stored(LAUNCHPAD_FIELDS).sort()).toEqual([...RECORD_FIELDS.launchpad].sort());
    expect(stored(CONTACT_FIELDS).sort()).toEqual([...RECORD_FIELDS.contact].sort());
    const noAttribution = {
      ...adminData,
      columns: { ...columns, contact: columns.contact.filter((c) => !c.key.startsWith('attribution.')) },
    };
    expect(adminCopySchema.safeParse(noAttribution).error?.issues.map((i) => i.message)).toEqual([
      'columns.contact misses attribution: every stored field needs a column',
    ]);
    const without = {
      ...adminData,
      columns: { ...columns, contact: columns.contact.filter((c) => c.key !== 'phone') },
    };
    expect(adminCopySchema.safeParse(without).error?.issues.map((i) => i.message)).toEqual([
      'columns.contact misses phone: every stored field needs a column',
    ]);
    const twice = { ...adminData, columns: { ...columns, contact: [...columns.contact, columns.contact[0]] } };
    expect(adminCopySchema.safeParse(twice).error?.issues.map((i) => i.message)).toEqual([
      'columns.contact lists id twice',
    ]);
  });

  it('add the attribution columns the issue names, after the form fields, for both kinds', () => {
    const attributionHeaders = [
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'Landing page',
      'Referrer',
      'Submitted from',
    ];
    for (const fields of [LAUNCHPAD_FIELDS, CONTACT_FIELDS]) {
      const headers = csvColumns(fields).map((c) => c.header);
      expect(headers.slice(-6)).toEqual(attributionHeaders);
      // Shown in the details view only.
      expect(headers).not.toContain('Pages viewed');
    }
  });

  it('fill the attribution columns from the record, and leave them empty for a lead without attribution', () => {
    const attribution = sampleAttribution({ pagesViewed: ['/', '/pricing'] });
    const rows = [
      { id: '1', name: 'Asha', attribution },
      { id: '2', name: 'Ravi', attribution: null },
      { id: '3', name: 'Old record' },
    ];
    const csv = parseCsv(buildCsv(rows, csvColumns(CONTACT_FIELDS)).slice(1));
    const header = csv[0];
    const cell = (row: number, name: string) => csv[row][header.indexOf(name)];
    expect(cell(1, 'UTM source')).toBe('newsletter');
    expect(cell(1, 'UTM medium')).toBe('email');
    expect(cell(1, 'UTM campaign')).toBe('launch');
    expect(cell(1, 'Landing page')).toBe('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
    expect(cell(1, 'Referrer')).toBe('https://mail.example.com');
    expect(cell(1, 'Submitted from')).toBe('/pricing');
    for (const row of [2, 3])
      for (const name of ['UTM source', 'Landing page', 'Referrer', 'Submitted from']) expect(cell(row, name)).toBe('');
    // The object itself is never dumped into a cell.
    expect(header).not.toContain('attribution');
    expect(csv[1].join('|')).not.toContain('{');

    const details = detailRows(rows[0], CONTACT_FIELDS);
    const value = (label: string) => details.find((r) => r.label === label)?.value;
    expect(value('UTM source')).toBe('newsletter');
    expect(value('Pages viewed')).toBe('/, /pricing');
    expect(value('Ad click parameters')).toBe('gclid');
    expect(value('UTM term')).toBe('');
    expect(details.some((r) => r.key === 'attribution')).toBe(false);
  });

  it('name the files as specified', () => {
    expect(CSV_FILE_NAMES).toEqual({ launchpad: 'launchpad-applications.csv', contact: 'contact-submissions.csv' });
  });

  it('build a launchpad row with lists joined', () => {
    const csv = buildCsv(
      [{ name: 'A', campaignGoals: ['Sales', 'Awareness'], currentMarketingChannels: ['Meta Ads'] }],
      csvColumns(LAUNCHPAD_FIELDS),
    );
    const [header, row] = parseCsv(csv.slice(1));
    expect(row[header.indexOf('Campaign Goals')]).toBe('Sales; Awareness');
    expect(row[header.indexOf('Current Marketing Channels')]).toBe('Meta Ads');
  });
});

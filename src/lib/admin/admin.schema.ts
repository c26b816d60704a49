/**
 * Schema of the `admin` collection: every text of /admin, the lead table columns and the CSV/details field list
 * of each kind. Texts with `{name}` placeholders are filled by `fill` (src/lib/copy/placeholders.ts).
 */
import { SPAM_REASONS } from '../spam/contract';
import { z } from 'astro/zod';
import { text } from '../content/fields';
import { RECORD_FIELDS } from '../lead/schema';
import { LEAD_STATUSES, type LeadKind } from '../lead/kinds';
import { DELIVERY_STATES } from './contract';
import { ATTRIBUTION_KEY_PREFIX, ATTRIBUTION_KEYS } from '../attribution/facets';

/** An object of required texts, one per key. */
const texts = <const K extends string>(keys: readonly K[], prefix: string) =>
  z.object(Object.fromEntries(keys.map((k) => [k, text(`${prefix}.${k}`)])) as Record<K, ReturnType<typeof text>>);

/** The column keys of a kind: each stored field, with `attribution` split into its parts (`attribution.source`…). */
const columnKeys = (kind: LeadKind) => [...RECORD_FIELDS[kind].filter((k) => k !== 'attribution'), ...ATTRIBUTION_KEYS];

/**
 * The field list of a kind: each stored field exactly once (the attribution through at least one of its parts), so
 * nothing stored is missing from the export. `csv: false` shows a field in the details view only.
 */
const columnsOf = (kind: LeadKind) =>
  z
    .array(
      z.object({
        key: z.enum(columnKeys(kind)),
        label: text(`columns.${kind}.label`),
        csv: z.boolean().default(true),
      }),
    )
    .superRefine((columns, ctx) => {
      const keys: string[] = columns.map((c) => c.key);
      const covered = (k: string) =>
        keys.includes(k) || (k === 'attribution' && keys.some((key) => key.startsWith(ATTRIBUTION_KEY_PREFIX)));
      const missing = RECORD_FIELDS[kind].filter((k) => !covered(k));
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      if (missing.length)
        ctx.addIssue({
          code: 'custom',
          message: `columns.${kind} misses ${missing.join(', ')}: every stored field needs a column`,
        });
      if (twice.length) ctx.addIssue({ code: 'custom', message: `columns.${kind} lists ${twice.join(', ')} twice` });
    });

const tableOf = (kind: LeadKind) =>
  z
    .array(
      z.object({
        header: text(`table.${kind}.header`),
        primary: z.enum(RECORD_FIELDS[kind]),
        secondary: z.enum(RECORD_FIELDS[kind]).optional(),
      }),
    )
    .min(1);

const kindTexts = texts(['tab', 'loading', 'empty', 'noMatch', 'failed', 'detailsTitle'], 'kinds').extend({
  /** The list's count line, "{count} application" / "{count} applications" (see countText). */
  count: texts(['one', 'other'], 'kinds.count'),
});

export const adminCopySchema = z.object({
  page: texts(['title', 'description', 'badge', 'heading', 'homeLabel'], 'page'),
  gate: texts(
    [
      'heading',
      'intro',
      'passwordLabel',
      'codeSummary',
      'codeLabel',
      'show',
      'hide',
      'submit',
      'working',
      'invalid',
      'expired',
      'checking',
      'network',
      'required',
      'unavailable',
      'signedInNoScript',
    ],
    'gate',
  ),
  dashboard: texts(
    [
      'heading',
      'intro',
      'logout',
      'loggingOut',
      'refresh',
      'chartTitle',
      'chartLaunchpad',
      'chartContact',
      'viewDetails',
      'exportCsv',
      'retry',
      'loadMore',
      'loadingMore',
      'exporting',
      'exportFailed',
      'repair',
      'repairing',
      'repaired',
      'repairFailed',
      'statsFailed',
      'close',
      'statusLabel',
      'statusFailed',
      'submitted',
      'allFields',
      'statisticsLabel',
      'loadingLabel',
      'submissionsLabel',
      'listsLabel',
      'actions',
      'unknownStatus',
      'notProvided',
      'barTitle',
      'chartLoading',
    ],
    'dashboard',
  ).extend({
    stats: texts(['launchpad', 'contact', 'pending', 'companies'], 'dashboard.stats'),
    chartSummary: texts(['noData', 'none', 'one', 'many'], 'dashboard.chartSummary'),
    /** Under the list: "Showing {shown} of {total}". */
    showing: text('dashboard.showing'),
  }),
  filter: texts(
    [
      'legend',
      'search',
      'searchPlaceholder',
      'status',
      'anyStatus',
      'from',
      'to',
      'apply',
      'clear',
      'invalidRange',
      'facets',
      'source',
      'medium',
      'campaign',
      'landingPage',
      'landingPagePlaceholder',
      'spamOnly',
    ],
    'filter',
  ),
  /** Leads held as spam (src/lib/spam/): their badge, the reasons and the "Not spam" button. */
  spam: texts(['badge', 'notSpam', 'releasing', 'failed'], 'spam').extend({
    reasons: texts(SPAM_REASONS, 'spam.reasons'),
  }),
  kinds: z.object({ launchpad: kindTexts, contact: kindTexts }),
  statuses: texts(LEAD_STATUSES, 'statuses'),
  delivery: texts(
    ['heading', 'loading', 'loadFailed', 'notConfigured', 'none', 'resend', 'resending', 'resendFailed'],
    'delivery',
  ).extend({
    labels: texts(DELIVERY_STATES, 'delivery.labels'),
    summary: texts(
      [
        'delivered',
        'deliveredAfter',
        'sending',
        'sendingSoFar',
        'notDelivered',
        'retrying',
        'noRetry',
        'attempt',
        'attempts',
      ],
      'delivery.summary',
    ),
  }),
  erase: texts(['button', 'confirmHeading', 'confirmText', 'confirm', 'deleting', 'cancel', 'failed', 'done'], 'erase'),
  session: texts(['heading', 'text', 'button', 'working', 'failed'], 'session'),
  newsletter: texts(
    [
      'heading',
      'intro',
      'emailLabel',
      'find',
      'finding',
      'notFound',
      'invalidEmail',
      'findFailed',
      'subscribedOn',
      'unsubscribeLink',
      'copyLink',
      'copied',
      'noSecret',
      'erase',
      'confirmHeading',
      'confirmText',
      'confirm',
      'erasing',
      'cancel',
      'eraseFailed',
      'erased',
      'download',
      'downloading',
      'downloadFailed',
      'heldHeading',
      'heldIntro',
      'showHeld',
      'hideHeld',
      'heldLoading',
      'heldFailed',
      'heldNone',
      'heldOn',
      'releaseFailed',
      'released',
    ],
    'newsletter',
  ).extend({
    /** The count line of the sign-ups held as spam (see countText). */
    heldCount: texts(['one', 'other'], 'newsletter.heldCount'),
  }),
  /** Prospects' own corrections and erasures from /my-data (issue 54): what and when, never a value. */
  dataRequests: texts(
    ['heading', 'intro', 'loading', 'failed', 'retry', 'none', 'when', 'request', 'lead', 'corrected', 'erased'],
    'dataRequests',
  ),
  table: z.object({ launchpad: tableOf('launchpad'), contact: tableOf('contact') }),
  columns: z.object({ launchpad: columnsOf('launchpad'), contact: columnsOf('contact') }),
  /** The Insights tab (issue 29). */
  insights: texts(
    [
      'tab',
      'loading',
      'failed',
      'period',
      'pagesHeading',
      'page',
      'views',
      'dialogOpens',
      'leads',
      'conversionRate',
      'noPages',
      'sourcesHeading',
      'source',
      'medium',
      'campaign',
      'direct',
      'notSet',
      'other',
      'noSources',
      'chartTitle',
      'chartSummary',
      'chartEmpty',
      'barTitle',
      'vitalsHeading',
      'vitalsNote',
      'noVitals',
      'noValue',
      'samples',
    ],
    'insights',
  ).extend({ ratings: texts(['good', 'needs-improvement', 'poor'], 'insights.ratings') }),
});
export type AdminCopy = z.output<typeof adminCopySchema>;

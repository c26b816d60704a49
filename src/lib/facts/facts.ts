/**
 * The facts the copy repeats (content-collections/facts/facts.yaml) and the placeholders they fill. Copy writes
 * `{creatorCount}`, `{launchpadGlobalTier}`, ...; the content loaders (src/content.config.ts via `factsLoader`,
 * src/lib/content/files.ts, the OpenAPI reader) fill them, so no page restates a figure. Node only.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { formatMoney, formatPerPeriod } from '../pricing/prices-and-limits';
import { factsSchema, type Facts } from './facts.schema';
import { projectFile } from '../content/project-file';

/** Relative to the project root (also in netlify.toml's `included_files`: the API sandbox reads the OpenAPI file). */
export const FACTS_FILE = 'content-collections/facts/facts.yaml';

/** Parses and validates the facts file's text. */
export function parseFacts(text: string): Facts {
  const result = factsSchema.safeParse(parse(text));
  if (!result.success) throw new Error(`${FACTS_FILE}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  return result.data;
}

let cached: Facts | undefined;
export function loadFacts(): Facts {
  cached ??= parseFacts(readFileSync(projectFile(FACTS_FILE), 'utf8'));
  return cached;
}

/** Every placeholder the facts fill, with its value (numbers stay numbers: `price: '{launchpadGlobalAmount}'`). */
export function factValues(f: Facts = loadFacts()): Record<string, string | number> {
  const { india, global } = f.launchpad;
  return {
    creatorCount: f.creatorCount,
    speedClaim: f.speedClaim,
    trustedCount: f.trustedCount,
    marketerCount: f.marketerCount,
    launchpadIndiaPrice: formatMoney(india.amount, india.currency),
    launchpadGlobalPrice: formatMoney(global.amount, global.currency),
    launchpadIndiaTier: formatPerPeriod(india.amount, india.currency, india.period),
    launchpadGlobalTier: formatPerPeriod(global.amount, global.currency, global.period),
    launchpadIndiaAmount: india.amount,
    launchpadGlobalAmount: global.amount,
    launchpadIndiaCurrency: india.currency,
    launchpadGlobalCurrency: global.currency,
    launchpadIndiaPeriod: india.period,
    launchpadGlobalPeriod: global.period,
    launchpadFundingCap: f.launchpadFundingCap,
    searchTokenUnit: f.searchTokenUnit,
    whitelabelPrice: formatPerPeriod(f.whitelabel.amount, f.whitelabel.currency, f.whitelabel.period),
    enterprisePlan: f.enterprisePlan,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills the fact placeholders of every string in `value` (objects and arrays walked); other placeholders
 * (`{brand}`, `{n}`, ...) stay for the page to fill. A string that is exactly one numeric fact becomes the number.
 */
export function fillFacts<T>(value: T, values: Record<string, string | number> = factValues()): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = /^\{(\w+)\}$/.exec(v);
      if (whole && typeof values[whole[1]] === 'number') return values[whole[1]];
      return v.replace(PLACEHOLDER, (m, name: string) => (name in values ? String(values[name]) : m));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * The content check of docs/decisions/facts-one-home.md: every plan name, price and repeated figure in the copy
 * must be one the fact home holds, and the figures of content-collections/facts/facts.yaml appear only as their
 * placeholders. Pure: `copyProblems` takes the texts and the home; tests/unit/content-facts.test.ts feeds it every
 * content file (src/lib/content/files.ts) and the OpenAPI document.
 */

/** One piece of copy: where it is written (file and field) and its text as written and as the build fills it. */
export interface CopyText {
  where: string;
  raw: string;
  filled: string;
}

/** What the fact home holds. */
export interface FactHome {
  /** Plan names offered anywhere (platform plans, the enterprise plan, API plans). */
  plans: string[];
  /** Prices with their period: '$99/month', '₹39,999/month', '$480/year'. */
  prices: string[];
  /** Every other amount copy may name ('$5MM', budget bands). */
  amounts: string[];
  creatorCount: string;
  speedClaim: string;
  searchTokenUnit: string;
}

/** Words that start a sentence before "plan" without naming one ("Every plan", "Paid plans"). */
const NOT_NAMES = new Set(
  'A An All Any Annual Current Each Every Higher His Her Its Lower Monthly My New No Other Our Paid Same That The Their This Which What Yearly Your'.split(
    ' ',
  ),
);

/** "the Free plan", "our Growth and Custom plans", "a Mini plan": a named plan after a determiner. */
const PLAN =
  /\b(?:[Tt]he|[Aa]n?|[Oo]ur|[Yy]our|[Oo]n)\s+((?:[A-Z][\w-]*)(?:(?:,\s*|,?\s+(?:and|or)\s+)[A-Z][\w-]*)*)\s+plans?\b/g;
const MONEY = /([$₹])\s?(\d[\d,]*(?:\.\d+)?)(MM|M|K)?(?:\s*(?:\/|a\s|per\s)\s*(month|mo|year|yr)\b)?/g;
const CREATORS =
  /(\d[\d,.]*\s?[MKB]\+?)\s+(?:verified\s+)?(?:creators?|creator profiles|profiles|influencers|database)\b/gi;
const SPEED = /(?<![\w.])(\d+(?:\.\d+)?)\s?[xX×](?![\w])/g;
const TOKENS = /\b(\d+)\s+(?:search\s+|influencer\s+)?tokens?\s*=\s*(\d+)\s+influencers?\b/gi;

const norm = (s: string) => s.replace(/\s+/g, '').replace(/\+$/, '').toUpperCase();
const periodOf = (p: string) => (p.startsWith('y') ? 'year' : 'month');

export function copyProblems(texts: CopyText[], home: FactHome): string[] {
  const problems: string[] = [];
  const plans = new Set(home.plans);
  const prices = new Set(home.prices);
  const amounts = new Set([...home.amounts, ...home.prices.map((p) => p.replace(/\/\w+$/, ''))]);
  for (const { where, raw, filled } of texts) {
    for (const m of filled.matchAll(PLAN)) {
      const names = m[1].split(/,\s*|,?\s+(?:and|or)\s+/).filter((n) => !NOT_NAMES.has(n));
      for (const name of names) {
        if (!plans.has(name)) problems.push(`${where}: names a "${name}" plan; the plans are ${[...plans].join(', ')}`);
      }
    }
    for (const m of filled.matchAll(MONEY)) {
      const amount = `${m[1]}${m[2]}${m[3] ?? ''}`;
      if (m[4]) {
        const price = `${amount}/${periodOf(m[4])}`;
        if (!prices.has(price)) problems.push(`${where}: names the price ${price}, which the fact home does not hold`);
      } else if (!amounts.has(amount)) {
        problems.push(`${where}: names the amount ${amount}, which the fact home does not hold`);
      }
    }
    for (const m of raw.matchAll(CREATORS)) {
      problems.push(
        norm(m[1]) === norm(home.creatorCount)
          ? `${where}: writes "${m[0]}"; write {creatorCount} instead`
          : `${where}: names ${m[1]} creators; the fact home says ${home.creatorCount} ({creatorCount})`,
      );
    }
    for (const m of raw.matchAll(SPEED)) {
      problems.push(
        norm(m[0]) === norm(home.speedClaim)
          ? `${where}: writes "${m[0]}"; write {speedClaim} instead`
          : `${where}: claims ${m[0]}; the fact home says ${home.speedClaim} ({speedClaim})`,
      );
    }
    for (const m of raw.matchAll(TOKENS)) {
      problems.push(
        m[0] === home.searchTokenUnit
          ? `${where}: writes "${m[0]}"; write {searchTokenUnit} instead`
          : `${where}: says "${m[0]}"; the fact home says "${home.searchTokenUnit}" ({searchTokenUnit})`,
      );
    }
  }
  return problems;
}

/** Every string of a parsed file with its field path ("items.2.answer"). */
export function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  }
  return [];
}

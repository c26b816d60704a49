/**
 * Runs the copy check (copy-check.ts) over the content files of a project folder: every collection's data and
 * MDX bodies (src/lib/content/files.ts) and the OpenAPI document, each as written and as the build fills it.
 * Node only: `npm test` runs it (tests/unit/content-facts.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { collectionFiles } from '../content/files';
import { collectionNames } from '../content/schemas';
import { OPENAPI_FILE } from '../influencer-api/openapi-file';
import { formatMoney, formatPerPeriod, type Currency } from '../pricing/prices-and-limits';
import { FACTS_FILE, factValues, fillFacts, parseFacts } from './facts';
import { copyProblems, stringsOf, type CopyText, type FactHome } from './copy-check';

interface ApiPlan {
  name: string;
  price: number | null;
  period?: string;
}

export function contentFactProblems(root = process.cwd()): string[] {
  const facts = parseFacts(readFileSync(join(root, FACTS_FILE), 'utf8'));
  const values = factValues(facts);
  const texts: CopyText[] = [];
  const add = (file: string, raw: unknown, filled: unknown) => {
    const filledStrings = stringsOf(filled);
    stringsOf(raw).forEach((r, i) =>
      texts.push({ where: `${file} ${r.path}`, raw: r.text, filled: String(filledStrings[i]?.text ?? r.text) }),
    );
  };
  for (const name of collectionNames) {
    if (name === 'facts') continue;
    for (const f of collectionFiles(name, root, { raw: true })) {
      add(f.filePath, f.data, fillFacts(f.data, values));
      if (f.body) texts.push({ where: `${f.filePath} (body)`, raw: f.body, filled: fillFacts(f.body, values) });
    }
  }
  const openapi = parse(readFileSync(join(root, OPENAPI_FILE), 'utf8')) as {
    info: { 'x-plans'?: { items: ApiPlan[] } };
  };
  add(OPENAPI_FILE, openapi, fillFacts(openapi, values));

  const usd = (n: number) => formatMoney(n, 'USD');
  const plans = collectionFiles('plans', root).map(
    (f) => f.data as { name: string; price: number; yearlyPrice: number; savingsAmount: number; period: string },
  );
  const apiPlans = openapi.info['x-plans']?.items ?? [];
  const perPeriod = (p: { amount: number; currency: Currency; period: string }) =>
    formatPerPeriod(p.amount, p.currency, p.period);
  const home: FactHome = {
    plans: [...plans.map((p) => p.name), facts.enterprisePlan, ...apiPlans.map((p) => p.name)],
    prices: [
      ...plans.flatMap((p) => [
        `${usd(p.price)}/${p.period}`,
        `${usd(p.yearlyPrice)}/${p.period}`,
        `${usd(p.savingsAmount)}/year`,
      ]),
      ...apiPlans.flatMap((p) => (p.price === null ? [] : [`${usd(p.price)}/${p.period ?? 'month'}`])),
      perPeriod(facts.launchpad.india),
      perPeriod(facts.launchpad.global),
      perPeriod(facts.whitelabel),
    ],
    amounts: [...facts.bands, facts.launchpadFundingCap],
    creatorCount: facts.creatorCount,
    speedClaim: facts.speedClaim,
    searchTokenUnit: facts.searchTokenUnit,
  };
  return copyProblems(texts, home);
}

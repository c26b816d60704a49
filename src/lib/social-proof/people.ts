/**
 * One person, one role; one company name, one company (issue 53: "Ananya Rao" was a customer's Head of Growth and
 * our Head of Strategy; "Northwind" an agency, a coffee company and a logo). Pure: `identityProblems` takes every
 * mention of a person or company; mentions.ts collects them from the content.
 */
export interface PersonMention {
  name: string;
  role: string;
  company: string;
  where: string;
}
export interface CompanyMention {
  name: string;
  where: string;
}

/** "Growth Lead, Lumora Skincare" -> role "Growth Lead", company "Lumora Skincare" (the part after the last comma). */
export function splitRole(credit: string): { role: string; company: string } {
  const i = credit.lastIndexOf(',');
  return i < 0
    ? { role: credit.trim(), company: '' }
    : { role: credit.slice(0, i).trim(), company: credit.slice(i + 1).trim() };
}

/** A company's distinctive word: "Northwind Agency" and "Northwind Coffee Co." are both "northwind". */
export const companyKey = (name: string) =>
  name
    .trim()
    .split(/\s+/)[0]
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

export function identityProblems(people: PersonMention[], companies: CompanyMention[]): string[] {
  const problems: string[] = [];
  const roles = new Map<string, Map<string, string[]>>();
  for (const p of people) {
    const credit = p.company ? `${p.role}, ${p.company}` : p.role;
    const byCredit = roles.get(p.name) ?? new Map<string, string[]>();
    byCredit.set(credit, [...(byCredit.get(credit) ?? []), p.where]);
    roles.set(p.name, byCredit);
  }
  for (const [name, byCredit] of roles) {
    if (byCredit.size > 1)
      problems.push(
        `"${name}" plays ${byCredit.size} people: ${[...byCredit].map(([c, w]) => `${c} (${w.join(', ')})`).join('; ')}`,
      );
  }
  const names = new Map<string, Map<string, string[]>>();
  for (const c of [
    ...companies,
    ...people.filter((p) => p.company).map((p) => ({ name: p.company, where: p.where })),
  ]) {
    const key = companyKey(c.name);
    const byName = names.get(key) ?? new Map<string, string[]>();
    byName.set(c.name, [...(byName.get(c.name) ?? []), c.where]);
    names.set(key, byName);
  }
  for (const [key, byName] of names) {
    // The bare word (a logo's wordmark, "Northwind") may stand for the one full name ("Northwind Agency").
    const full = [...byName.keys()].filter((n) => n.toLowerCase() !== key);
    if (full.length > 1)
      problems.push(
        `"${key}" names ${full.length} companies: ${full.map((n) => `${n} (${byName.get(n)!.join(', ')})`).join('; ')}`,
      );
  }
  return problems;
}

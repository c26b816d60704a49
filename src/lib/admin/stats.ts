/**
 * The four stat cards of the admin dashboard.
 * - Launchpad applications and contact submissions: list lengths.
 * - Pending reviews: records with status 'pending' in both lists.
 * - Unique companies: company names across both lists, trimmed and compared case-insensitively; blank names
 *   are not a company and are not counted.
 */
import type { StatsAnswer } from './contract';

export interface StatInput {
  company?: unknown;
  status?: unknown;
}

/** The stat cards: the stats answer without its chart series. */
export type DashboardStats = Omit<StatsAnswer, 'daily'>;

export function normaliseCompany(company: unknown): string {
  return typeof company === 'string' ? company.trim().toLocaleLowerCase('en-US') : '';
}

export function countUniqueCompanies(...lists: readonly (readonly StatInput[])[]): number {
  const names = new Set<string>();
  for (const list of lists) {
    for (const record of list) {
      const name = normaliseCompany(record.company);
      if (name) names.add(name);
    }
  }
  return names.size;
}

export function isPending(record: StatInput): boolean {
  return record.status === 'pending';
}

export function dashboardStats(applications: readonly StatInput[], contacts: readonly StatInput[]): DashboardStats {
  return {
    launchpadCount: applications.length,
    contactCount: contacts.length,
    pendingCount: applications.filter(isPending).length + contacts.filter(isPending).length,
    uniqueCompanies: countUniqueCompanies(applications, contacts),
  };
}

/** The lists' totals for the filter the stats were asked for. */
export type ListTotals = Record<'launchpad' | 'contact', number>;

/**
 * Whether the stat cards may be shown beside the lists: the two count cards equal the totals the lists answered for
 * the same filter. The two answers come from separate requests, so a lead submitted or deleted between them makes
 * them disagree until both are asked again.
 */
export function statsAgreeWithLists(
  stats: Pick<DashboardStats, 'launchpadCount' | 'contactCount'>,
  totals: ListTotals,
): boolean {
  return totals.launchpad === stats.launchpadCount && totals.contact === stats.contactCount;
}

/**
 * Admin calls that read or repair the lead index as a whole.
 *  GET  /api/admin/stats?q&status&from&to&tz  -> the dashboard's stat cards and 30-day chart for the filter:
 *       `{ launchpadCount, contactCount, pendingCount, uniqueCompanies, daily: [{date, launchpad, contact, total}] }`
 *       (`tz`, an IANA time zone, sets the chart's calendar days; UTC by default).
 *  POST /api/admin/index/repair               -> rebuilds both indexes from the records: `{ launchpad, contact }`
 *       repair reports (session and same-origin required).
 * Both need the admin session (401). A Blobs failure answers 503 with a clear message.
 */
import { dailyCounts } from '../../../src/lib/admin/chart';
import { parseLeadFilter } from '../../../src/lib/admin/lead-query';
import { dashboardStats } from '../../../src/lib/admin/stats';
import type { LeadKind } from '../../../src/lib/lead/kinds';
import { sameOrigin, liveSession } from '../auth';
import { error, json, methodNotAllowed, safely } from '../http';
import { rebuildIndex, scanIndex, type RepairReport } from './index-store';
import { UNAUTHENTICATED } from './list-and-status';
import { MESSAGES } from '../messages';

export const INDEX_UNAVAILABLE = MESSAGES.indexUnavailable;
export const BAD_TIME_ZONE = 'The time zone (tz) must be an IANA name such as Asia/Kolkata.';

function validTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export async function leadStats(req: Request): Promise<Response> {
  return safely(
    async () => {
      if (req.method !== 'GET') return methodNotAllowed(['GET']);
      if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
      const params = new URL(req.url).searchParams;
      const tz = params.get('tz') || 'UTC';
      if (tz.length > 64 || !validTimeZone(tz)) return error(400, BAD_TIME_ZONE);
      params.delete('tz');
      const filter = parseLeadFilter(params);
      if (!filter.ok) return error(400, filter.message);
      const [applications, contacts] = await Promise.all([
        scanIndex('launchpad', filter.value),
        scanIndex('contact', filter.value),
      ]);
      return json({
        ...dashboardStats(applications, contacts),
        daily: dailyCounts(applications, contacts, new Date(), tz),
      });
    },
    503,
    INDEX_UNAVAILABLE,
  );
}

export const KINDS: readonly LeadKind[] = ['launchpad', 'contact'];

/** Repairs both indexes; used by the admin's repair call and the daily scheduled function. */
export async function repairAll(): Promise<Record<LeadKind, RepairReport>> {
  const reports = {} as Record<LeadKind, RepairReport>;
  for (const kind of KINDS) reports[kind] = await rebuildIndex(kind);
  return reports;
}

export async function repairIndex(req: Request): Promise<Response> {
  return safely(
    async () => {
      if (req.method !== 'POST') return methodNotAllowed(['POST']);
      if (!sameOrigin(req)) return error(403, MESSAGES.crossOrigin);
      if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
      return json(await repairAll());
    },
    503,
    INDEX_UNAVAILABLE,
  );
}

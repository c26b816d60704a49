/**
 * The two HTTP ends of the insights (issue 29):
 *  POST /api/events            a page's beacon (navigator.sendBeacon, text/plain or JSON, at most 2 KB).
 *       202 stored; 204 not counted (Sec-GPC: 1, DNT: 1 or an obvious bot: nothing read, nothing stored; nothing
 *       countable left: 'lead' events and implausible vitals are dropped; the page's beacons for the day are capped);
 *       400 not a valid beacon; 403 from another origin; 405; 413 too large; 415 not JSON; 422 not a page of the
 *       site; 429 over the per-address rate; 503 storage or sitemap unavailable. Never a cookie; the stored blob
 *       holds the path and the events only (no address, no user agent, no identifier).
 *  GET  /api/admin/insights?from&to  the admin's funnel, sources and vitals for a period (admin session, 401).
 */
import type { Context } from '@netlify/functions';
import { beaconSchema, parsePeriod } from '../../src/lib/insights/contract';
import { countable, insightsAnswer } from '../../src/lib/insights/aggregate';
import { MAX_BEACON_BYTES, normalisePath } from '../../src/lib/insights/events';
import { liveSession, sameOrigin } from './auth';
import { empty, error, json, methodNotAllowed, noContent, safely } from './http';
import { clientIp, readText } from './request';
import { appendBeacon, knownPaths, notCounted, periodAggregate, takePageDaySlot, withinRate } from './insights';
import { scanIndex } from './lead/index-store';
import { UNAUTHENTICATED, ADMIN_UNAVAILABLE } from './admin-http';
import { MESSAGES } from './messages';

export const EVENTS_MESSAGES = {
  origin: MESSAGES.crossOrigin,
  type: 'Please send the events as JSON (Content-Type: text/plain or application/json).',
  badJson: MESSAGES.badJson,
  unknownPage: 'The path is not a page of this site.',
  rate: 'Too many events from your connection. Please wait a minute.',
  unavailable: 'The events could not be stored right now.',
} as const;

const BEACON_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

export async function receiveBeacon(req: Request, context: Context | undefined): Promise<Response> {
  return safely(
    async () => {
      if (req.method !== 'POST') return methodNotAllowed(['POST']);
      const skip = notCounted(req);
      if (skip) return noContent({ 'x-insights': `not counted: ${skip}` });
      if (!sameOrigin(req)) return error(403, EVENTS_MESSAGES.origin);
      if (!BEACON_TYPE.test(req.headers.get('content-type') ?? '')) return error(415, EVENTS_MESSAGES.type);
      if (!withinRate(clientIp(req, context))) return error(429, EVENTS_MESSAGES.rate, {}, { 'retry-after': '60' });
      const body = await readText(req, MAX_BEACON_BYTES);
      if (!body.ok) return body.response;
      let value: unknown;
      try {
        value = JSON.parse(body.text);
      } catch {
        return error(400, EVENTS_MESSAGES.badJson);
      }
      const parsed = beaconSchema.safeParse(value);
      if (!parsed.success) return error(400, parsed.error.issues[0]?.message ?? 'Invalid events.');
      const path = normalisePath(parsed.data.path);
      const pages = await knownPaths();
      if (!pages.has(path)) return error(422, EVENTS_MESSAGES.unknownPage);
      // Only views, openings and plausible vitals are kept; a page's leads come from the stored leads (issue 52).
      const events = countable(parsed.data.events);
      if (events.length === 0) return noContent({ 'x-insights': 'not counted: nothing countable' });
      if (!(await takePageDaySlot(path))) return noContent({ 'x-insights': 'not counted: page limit for the day' });
      await appendBeacon(path, events);
      return empty(202);
    },
    503,
    EVENTS_MESSAGES.unavailable,
    { 'retry-after': '5' },
  );
}

export async function insightsReport(req: Request): Promise<Response> {
  return safely(
    async () => {
      if (req.method !== 'GET') return methodNotAllowed(['GET']);
      if (!(await liveSession(req))) return error(401, UNAUTHENTICATED);
      const period = parsePeriod(new URL(req.url).searchParams);
      if (!period.ok) return error(400, period.message);
      const { from, to } = period;
      const [agg, applications, contacts] = await Promise.all([
        periodAggregate(from, to),
        scanIndex('launchpad', { from, to }),
        scanIndex('contact', { from, to }),
      ]);
      return json(insightsAnswer(agg, [...applications, ...contacts], from, to));
    },
    503,
    ADMIN_UNAVAILABLE,
    { 'retry-after': '5' },
  );
}

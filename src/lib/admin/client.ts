/** The dashboard's calls to the admin functions, through the one HTTP client (same-origin: the session cookie goes along). */
import { request } from '../http/client';
import { leadDeliveryPath, leadItemPath, leadPath, type LeadKind, type LeadStatus } from '../lead/kinds';
import { ADMIN_DATA_REQUESTS_PATH, dataRequestListSchema, type DataRequest } from '../data-rights/contract';
import { filterToParams, type LeadFilter } from './lead-query';
import { notSpamPath } from '../spam/contract';
import {
  ADMIN_REPAIR_PATH,
  ADMIN_SESSION_PATH,
  ADMIN_STATS_PATH,
  deliveryAnswerSchema,
  ignoredAnswerSchema,
  leadPageSchema,
  repairAnswerSchema,
  sessionAnswerSchema,
  statsAnswerSchema,
  type AdminRecord,
  type DeliveryAnswer,
  type LeadPage,
  type RepairReport,
  type StatsAnswer,
} from './contract';
import {
  ADMIN_NEWSLETTER_PATH,
  adminSubscriberPath,
  subscriberListSchema,
  subscriberLookupSchema,
  type AdminSubscriber,
} from '../newsletter/unsubscribe';

export async function checkSession(): Promise<boolean> {
  return (await request(sessionAnswerSchema, 'GET', ADMIN_SESSION_PATH)).authenticated;
}

export async function logout(): Promise<void> {
  await request(ignoredAnswerSchema, 'DELETE', ADMIN_SESSION_PATH);
}

/** Ends every admin session, this one included. */
export async function logoutEverywhere(): Promise<void> {
  await request(ignoredAnswerSchema, 'DELETE', `${ADMIN_SESSION_PATH}?scope=all`);
}

/** One page of a kind's leads for a filter, newest first. */
export async function fetchLeadPage(
  kind: LeadKind,
  filter: LeadFilter = {},
  cursor: string | null = null,
  limit?: number,
): Promise<LeadPage> {
  const params = filterToParams(filter);
  if (limit) params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return request(leadPageSchema(kind), 'GET', `${leadPath(kind)}${query ? `?${query}` : ''}`);
}

/** Every lead of a kind that matches the filter (the CSV export), 500 a request. */
export async function fetchAllLeads(kind: LeadKind, filter: LeadFilter): Promise<AdminRecord[]> {
  const all: AdminRecord[] = [];
  let cursor: string | null = null;
  do {
    const page: LeadPage = await fetchLeadPage(kind, filter, cursor, 500);
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** The stat cards and the 30-day chart for a filter, in the admin's time zone. */
export async function fetchStats(filter: LeadFilter, timeZone: string): Promise<StatsAnswer> {
  const params = filterToParams(filter);
  params.set('tz', timeZone);
  return request(statsAnswerSchema, 'GET', `${ADMIN_STATS_PATH}?${params}`);
}

export async function repairIndex(): Promise<Record<LeadKind, RepairReport>> {
  return request(repairAnswerSchema, 'POST', ADMIN_REPAIR_PATH);
}

export async function updateStatus(kind: LeadKind, id: string, status: LeadStatus): Promise<void> {
  await request(ignoredAnswerSchema, 'PATCH', leadItemPath(kind, id), { body: { status } });
}

export async function fetchDelivery(kind: LeadKind, id: string): Promise<DeliveryAnswer> {
  return request(deliveryAnswerSchema, 'GET', leadDeliveryPath(kind, id));
}

export async function resendDelivery(kind: LeadKind, id: string): Promise<DeliveryAnswer> {
  return request(deliveryAnswerSchema, 'POST', leadDeliveryPath(kind, id));
}

/** "Not spam": releases a lead held as spam (netlify/lib/spam/release.ts). */
export async function releaseLead(kind: LeadKind, id: string): Promise<void> {
  await request(ignoredAnswerSchema, 'POST', notSpamPath(leadPath(kind), id));
}

export async function eraseLead(kind: LeadKind, id: string): Promise<void> {
  await request(ignoredAnswerSchema, 'DELETE', leadItemPath(kind, id));
}

/** The subscriber with this whole address, or null. */
export async function findSubscriber(email: string): Promise<AdminSubscriber | null> {
  const query = new URLSearchParams({ email }).toString();
  return (await request(subscriberLookupSchema, 'GET', `${ADMIN_NEWSLETTER_PATH}?${query}`)).subscriber;
}

/** Every subscriber, oldest first, each with an unsubscribe link (the CSV for the email tool). */
export async function fetchSubscribers(): Promise<AdminSubscriber[]> {
  return (await request(subscriberListSchema, 'GET', ADMIN_NEWSLETTER_PATH)).subscribers;
}

/** The prospects' own corrections and erasures, newest first (issue 54). */
export async function fetchDataRequests(): Promise<DataRequest[]> {
  return (await request(dataRequestListSchema, 'GET', ADMIN_DATA_REQUESTS_PATH)).requests;
}

/** The newsletter sign-ups held as spam, oldest first, each with its reasons. */
export async function fetchHeldSignUps(): Promise<AdminSubscriber[]> {
  return (await request(subscriberListSchema, 'GET', `${ADMIN_NEWSLETTER_PATH}?spam=1`)).subscribers;
}

/** "Not spam": releases a newsletter sign-up held as spam; it becomes a subscriber. */
export async function releaseSignUp(id: string): Promise<void> {
  await request(ignoredAnswerSchema, 'POST', notSpamPath(ADMIN_NEWSLETTER_PATH, id));
}

export async function eraseSubscriber(id: string): Promise<void> {
  await request(ignoredAnswerSchema, 'DELETE', adminSubscriberPath(id));
}

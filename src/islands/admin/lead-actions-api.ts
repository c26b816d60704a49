/** The admin island's calls for per-lead actions and sessions (issue #12). */
import type { LeadKind } from '~/lib/leads';
import { asDelivery, type DeliveryInfo } from '~/lib/admin/lead-actions';
import { send } from './api';

export interface DeliveryAnswer {
  configured: boolean;
  delivery: DeliveryInfo | null;
}

const path = (kind: LeadKind, id: string) => `/api/${kind}/${encodeURIComponent(id)}`;

function answer(body: Record<string, unknown>): DeliveryAnswer {
  return { configured: body.configured === true, delivery: asDelivery(body.delivery) };
}

export async function fetchDelivery(kind: LeadKind, id: string): Promise<DeliveryAnswer> {
  return answer((await send(`${path(kind, id)}/delivery`)).body);
}

export async function resendDelivery(kind: LeadKind, id: string): Promise<DeliveryAnswer> {
  return answer((await send(`${path(kind, id)}/delivery`, { method: 'POST' })).body);
}

export async function eraseLead(kind: LeadKind, id: string): Promise<void> {
  await send(path(kind, id), { method: 'DELETE' });
}

export async function logoutEverywhere(): Promise<void> {
  await send('/api/admin/session?scope=all', { method: 'DELETE' });
}

/**
 * /api/{launchpad|contact}/{id}/delivery: the sales-team webhook state of one lead (GET) and "Resend" (POST).
 * Session required, POST same-origin; handled in netlify/lib/lead/delete-and-delivery.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { kindOfPath, leadDelivery } from '../lib/lead/delete-and-delivery';
import { error } from '../lib/http';
import { MESSAGES } from '../lib/messages';

export default async (req: Request, context: Context) => {
  const kind = kindOfPath(req.url);
  return kind ? leadDelivery(kind, req, context) : error(404, MESSAGES.notFound);
};

export const config: Config = { path: ['/api/launchpad/:id/delivery', '/api/contact/:id/delivery'] };

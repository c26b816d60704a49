/**
 * /api/contact/{id}: PATCH with `{status}` changes a submission's status; DELETE erases it.
 * Session and same-origin required; handled in netlify/lib/lead/list-and-status.ts and lead/delete-and-delivery.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { updateLeadStatus } from '../lib/lead/list-and-status';
import { deleteLead } from '../lib/lead/delete-and-delivery';

export default async (req: Request, context: Context) =>
  req.method === 'DELETE' ? deleteLead('contact', req, context) : updateLeadStatus('contact', req, context);

export const config: Config = { path: '/api/contact/:id' };

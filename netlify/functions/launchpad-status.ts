/**
 * /api/launchpad/{id}: PATCH with `{status}` changes a submission's status; DELETE erases it.
 * Session and same-origin required; handled in netlify/lib/lead-admin.ts and lead-admin-actions.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { updateLeadStatus } from '../lib/lead-admin';
import { deleteLead } from '../lib/lead-admin-actions';

export default async (req: Request, context: Context) =>
  req.method === 'DELETE' ? deleteLead('launchpad', req, context) : updateLeadStatus('launchpad', req, context);

export const config: Config = { path: '/api/launchpad/:id' };

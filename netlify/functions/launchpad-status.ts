/**
 * PATCH /api/launchpad/{id} with `{status}`: the admin changes a submission's status (issue #5).
 * Session and same-origin required; handled in netlify/lib/lead-admin.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { updateLeadStatus } from '../lib/lead-admin';

export default async (req: Request, context: Context) => updateLeadStatus('launchpad', req, context);

export const config: Config = { path: '/api/launchpad/:id' };

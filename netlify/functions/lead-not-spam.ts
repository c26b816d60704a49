/**
 * POST /api/{launchpad|contact}/{id}/not-spam and /api/admin/newsletter/{id}/not-spam: the admin's "Not spam"
 * (netlify/lib/spam/release.ts). Session and a
 * same-origin request required.
 */
import type { Config, Context } from '@netlify/functions';
import { notSpam } from '../lib/spam/release';

export default async (req: Request, context: Context) => notSpam(req, context);

export const config: Config = {
  path: ['/api/launchpad/:id/not-spam', '/api/contact/:id/not-spam', '/api/admin/newsletter/:id/not-spam'],
};

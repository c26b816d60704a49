/**
 * The admin's Newsletter panel: GET /api/admin/newsletter?email=… (find one subscriber), GET /api/admin/newsletter
 * (every subscriber, for the CSV), DELETE /api/admin/newsletter/:id (erase). See netlify/lib/newsletter-erase.ts.
 */
import type { Config, Context } from '@netlify/functions';
import { adminNewsletter } from '../lib/newsletter-erase';

export default async (req: Request, context: Context) => adminNewsletter(req, context);

export const config: Config = { path: ['/api/admin/newsletter', '/api/admin/newsletter/:id'] };

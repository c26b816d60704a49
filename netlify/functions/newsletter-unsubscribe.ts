/**
 * POST /unsubscribe?token=…: the unsubscribe page's form (it posts to its own address) erases the subscriber and
 * their dedupe claim. Form: 303 to /unsubscribe#unsubscribe-<state>; otherwise JSON `{ state }` (200 unsubscribed or
 * gone, 410 expired, 400 invalid, 503 unavailable). GET /unsubscribe is the static page. See
 * src/lib/newsletter/unsubscribe.ts and netlify/lib/newsletter-erase.ts.
 */
import type { Config } from '@netlify/functions';
import { unsubscribe } from '../lib/newsletter-erase';
import { safely } from '../lib/http';

export default async (req: Request) => safely(() => unsubscribe(req));

export const config: Config = { path: '/unsubscribe', method: 'POST' };

/**
 * Scheduled functions run only when Netlify's scheduler calls them. On Netlify a scheduled function has no public
 * URL (the platform routes nothing to it); the scheduler invokes it with a POST carrying `X-NF-Event: schedule`
 * (user agent "Netlify Clockwork") and a `{ "next_run": … }` body. Locally, `npm start` / `npm run dev` route no URL
 * to a scheduled function either (scripts/local/functions.mjs) and call it the scheduler's way themselves
 * (scripts/serve.mjs, `npm run schedule -- <name>`).
 *
 * `scheduled()` is the function's own check on top: any other request (a plain GET or POST that reaches it some
 * other way) answers 404, as if nothing were there, and runs nothing.
 */
import type { Context } from '@netlify/functions';
import { error } from './http';
import { MESSAGES } from './messages';

export const SCHEDULE_EVENT_HEADER = 'x-nf-event';
export const SCHEDULE_EVENT = 'schedule';

export function fromScheduler(req: Request): boolean {
  return req.method === 'POST' && req.headers.get(SCHEDULE_EVENT_HEADER) === SCHEDULE_EVENT;
}

export const NOT_FOUND_MESSAGE = MESSAGES.notFound;

/** The handler of a scheduled function: runs `run` for the scheduler, 404 for anyone else. */
export function scheduled(
  run: (req: Request, context: Context) => Promise<Response>,
): (req: Request, context: Context) => Promise<Response> {
  return async (req, context) => (fromScheduler(req) ? run(req, context) : error(404, NOT_FOUND_MESSAGE));
}

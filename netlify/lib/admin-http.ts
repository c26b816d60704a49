/**
 * Error handling shared by the admin functions: everything they do after validating the request is
 * Netlify Blobs I/O (sessions, login limits, lead stores), so an unexpected failure answers 503 with a clear
 * message and a Retry-After, never a 500 and never a stack trace. The dashboard shows the message with "Try again".
 */
import { safely } from './http';
import { MESSAGES } from './messages';

export const UNAUTHENTICATED = MESSAGES.unauthenticated;
export const ADMIN_UNAVAILABLE = MESSAGES.storageUnavailable;

export function adminSafely(handler: () => Promise<Response> | Response): Promise<Response> {
  return safely(handler, 503, ADMIN_UNAVAILABLE, { 'retry-after': '5' });
}

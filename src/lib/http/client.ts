/**
 * The one HTTP client of the islands and page scripts. `request(schema, method, url, options)` sends JSON with
 * same-origin credentials, throws an HttpError for a non-success status, and validates a success body with the
 * domain's zod contract (a body that does not match is an HttpError too). Mutations are never retried.
 */
import type { z } from 'zod';
import { errorBodySchema, type FieldErrors } from './contract';

export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
  /** The body parsed as JSON, or null when it is not JSON. */
  json<T = unknown>(): T | null {
    try {
      return JSON.parse(this.body) as T;
    } catch {
      return null;
    }
  }
  /** The `error` message of a function's error body, or null. */
  get serverMessage(): string | null {
    const parsed = errorBodySchema.safeParse(this.json());
    return (parsed.success && parsed.data.error) || null;
  }
  /** The server's message, else the status text. */
  get reason(): string {
    return this.serverMessage || this.statusText;
  }
  /** The per-field messages of a 400 answer, or null. */
  get fieldErrors(): FieldErrors | null {
    const parsed = errorBodySchema.safeParse(this.json());
    return (parsed.success && parsed.data.fieldErrors) || null;
  }
}

/** The status an HttpError carries when a success body does not match its contract. */
export const UNEXPECTED_ANSWER_STATUS = 502;

export interface RequestOptions {
  /** Sent as JSON when given. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** The body's text, '' when it cannot be read. */
async function textOf(res: Response): Promise<string> {
  try {
    return await res.text();
  } catch {
    return '';
  }
}

/**
 * Sends one request and returns its body validated by `schema` (an empty body is validated as `undefined`).
 * Network failures reject as fetch rejects them.
 */
export async function request<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { body, headers, signal, fetchImpl = fetch } = options;
  const res = await fetchImpl(url, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await textOf(res);
  if (!res.ok) throw new HttpError(res.status, res.statusText, text);
  let value: unknown;
  try {
    value = text ? JSON.parse(text) : undefined;
  } catch {
    throw new HttpError(UNEXPECTED_ANSWER_STATUS, 'Unexpected answer', text);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(UNEXPECTED_ANSWER_STATUS, 'Unexpected answer', text);
  return parsed.data;
}

/** What to show of a failed call: the server's message (or status text) of an HttpError, else the error's message. */
export function messageOf(err: unknown): string {
  if (err instanceof HttpError) return err.reason;
  return err instanceof Error ? err.message : '';
}

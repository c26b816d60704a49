/**
 * The shared fetch helper (spec 000 §7 default data fetching, §8 error catalogue): a non-success response throws an
 * HttpError whose message is the status code, a colon, then the response body text, or the status text when the
 * body is empty. Mutations are not retried. Used by the islands; no DOM or React here.
 */
export class HttpError extends Error {
  readonly status: number;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
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
}

/** Throws an HttpError for a non-success response (reads the body once); returns the response otherwise. */
export async function throwIfResNotOk(res: Response): Promise<Response> {
  if (!res.ok) {
    let text = '';
    try {
      text = await res.text();
    } catch {
      /* an unreadable body counts as empty */
    }
    throw new HttpError(res.status, res.statusText, text);
  }
  return res;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/** Sends JSON (same-origin credentials) and returns the checked response. Network failures reject as thrown by fetch. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const doFetch = options.fetchImpl ?? fetch;
  const res = await doFetch(url, {
    method,
    headers: { accept: 'application/json', ...(data !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'same-origin',
    signal: options.signal,
  });
  return throwIfResNotOk(res);
}

/** POSTs JSON and parses the JSON answer (null when the body is empty or not JSON). */
export async function postJson<T = unknown>(url: string, data: unknown, options: RequestOptions = {}): Promise<T | null> {
  const res = await apiRequest('POST', url, data, options);
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** GET a URL as JSON (spec 000 §7 default query function). A 401 throws, or yields null with on401 'returnNull'. */
export async function getJson<T = unknown>(url: string, { on401 = 'throw', ...options }: RequestOptions & { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const doFetch = options.fetchImpl ?? fetch;
  const res = await doFetch(url, { credentials: 'same-origin', headers: { accept: 'application/json', ...options.headers }, signal: options.signal });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

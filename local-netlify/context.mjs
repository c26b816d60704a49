/**
 * The Netlify Functions `Context` of one local call, shaped like @netlify/serverless-functions-api's: ip, geo,
 * params, cookies (get/set/delete, applied to the response as Set-Cookie), waitUntil, json, log, requestId, url,
 * site, deploy, account, server. Locally there is no CDN: the client address comes from the socket (X-Forwarded-For
 * only from a proxy named in TRUSTED_PROXIES), and geo is @netlify/dev's own offline mock unless GEO_COUNTRY names a country.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';

/** @netlify/dev-utils' mock location, used by `@netlify/dev` when geolocation is off (offline). */
export const MOCK_GEO = Object.freeze({
  city: 'San Francisco',
  country: { code: 'US', name: 'United States' },
  subdivision: { code: 'CA', name: 'California' },
  longitude: 0,
  latitude: 0,
  timezone: 'UTC',
});

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** GEO_COUNTRY (two letters) as a geo object, else the mock. */
export function localGeo(env = process.env) {
  const code = env.GEO_COUNTRY?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return MOCK_GEO;
  let name = code;
  try {
    name = regionNames.of(code) ?? code;
  } catch {
    // not a region code Intl knows: keep the code
  }
  return { country: { code, name }, timezone: 'UTC' };
}

const plainAddress = (ip) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip).toLowerCase();

/**
 * TRUSTED_PROXIES: the comma-separated addresses of proxies in front of this server whose X-Forwarded-For is
 * believed (e.g. `127.0.0.1,::1` behind a local reverse proxy, or for tests that act as many clients). Unset: none.
 */
export function trustedProxies(env = process.env) {
  return new Set(
    (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => isIP(s))
      .map(plainAddress),
  );
}

/**
 * The client address, as Netlify's edge reports it: the socket's peer (IPv4-mapped IPv6 shown as IPv4). Only when that
 * peer is a trusted proxy is X-Forwarded-For read, from the right (each proxy appends the address it saw; what a
 * client wrote itself stands to the left): the right-most entry that is not a trusted proxy. A client could otherwise
 * rotate the header past the per-address limits or lock another address out (issue 52).
 */
export function clientAddress(forwardedFor, socketAddress, trusted = trustedProxies()) {
  let ip = plainAddress(socketAddress ?? '');
  if (!trusted.has(ip)) return ip;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim());
  while (chain.length && trusted.has(ip)) {
    const next = chain.pop();
    if (!isIP(next)) break;
    ip = plainAddress(next);
  }
  return ip;
}

function parseCookieHeader(header) {
  const jar = new Map();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    if (!jar.has(name)) {
      const raw = part.slice(i + 1).trim();
      try {
        jar.set(name, decodeURIComponent(raw));
      } catch {
        jar.set(name, raw);
      }
    }
  }
  return jar;
}

function serialiseCookie({ name, value, domain, path, expires, maxAge, httpOnly, secure, sameSite }) {
  let out = `${name}=${encodeURIComponent(value)}`;
  if (domain) out += `; Domain=${domain}`;
  if (path) out += `; Path=${path}`;
  if (expires !== undefined) out += `; Expires=${new Date(expires).toUTCString()}`;
  if (maxAge !== undefined) out += `; Max-Age=${maxAge}`;
  if (httpOnly) out += '; HttpOnly';
  if (secure) out += '; Secure';
  if (sameSite) out += `; SameSite=${sameSite}`;
  return out;
}

/** `context.cookies`: reads the request's cookies; set/delete are recorded and applied to the response. */
export function createCookies(request) {
  const jar = parseCookieHeader(request.headers.get('cookie'));
  const ops = [];
  return {
    ops,
    api: {
      get: (name) => jar.get(name),
      set(nameOrCookie, value) {
        const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value } : { ...nameOrCookie };
        if (!cookie.name) throw new TypeError('A cookie needs a name.');
        jar.set(cookie.name, String(cookie.value ?? ''));
        ops.push(serialiseCookie({ path: '/', ...cookie, value: String(cookie.value ?? '') }));
      },
      delete(input) {
        const options = typeof input === 'string' ? { name: input } : input;
        jar.delete(options.name);
        ops.push(serialiseCookie({ path: '/', ...options, value: '', expires: 0 }));
      },
    },
  };
}

/** The response with the cookie operations appended as Set-Cookie (a new Response when headers are immutable). */
export function applyCookies(response, cookies) {
  if (!cookies.ops.length) return response;
  let target = response;
  try {
    for (const c of cookies.ops) target.headers.append('set-cookie', c);
  } catch {
    target = new Response(response.body, response);
    for (const c of cookies.ops) target.headers.append('set-cookie', c);
  }
  return target;
}

/**
 * @param {{ request: Request, ip: string, geo: object, params: Record<string, string>, requestId?: string,
 *   site?: { id?: string, name?: string, url?: string } }} options
 */
export function createContext({ request, ip, geo, params, requestId = randomUUID(), site = {} }) {
  const cookies = createCookies(request);
  const waitUntilPromises = [];
  const url = new URL(request.url);
  const context = {
    account: { id: '' },
    cookies: cookies.api,
    deploy: { branch: '', context: 'dev', id: '0', published: false },
    flags: { get: () => undefined, evaluations: new Set() },
    geo,
    ip,
    json: (input) => Response.json(input),
    log: (...data) => console.log(...data),
    next() {
      throw new Error('context.next() is only available in Edge Functions.');
    },
    params,
    path: undefined,
    requestId,
    rewrite() {
      throw new Error('context.rewrite() is only available in Edge Functions.');
    },
    server: { region: 'dev' },
    site: { id: site.id ?? '0', name: site.name ?? 'local', url: site.url ?? url.origin },
    url,
    waitUntil(promise) {
      waitUntilPromises.push(
        Promise.resolve(promise).catch((err) => console.error('[waitUntil]', err instanceof Error ? err.message : err)),
      );
    },
  };
  return { context, cookies, waitUntilPromises };
}

/** A Node request's headers as web header pairs. */
export function nodeHeaders(req) {
  return Object.entries(req.headers).flatMap(([k, v]) =>
    v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v]],
  );
}

/** Netlify's limit on a buffered request body (6 MB): a larger one never reaches a function there. */
export const REQUEST_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * A Node request's body as a web stream that cannot crash the process: at most `limit` bytes (past it the stream
 * errors and `state.tooLarge` is set, and the rest is read and dropped), a client that goes away mid-body errors the
 * stream (`state.aborted`), and a reader that stops early (a function's own size cap cancels) leaves the rest to be
 * drained. Node's `Readable.toWeb` enqueued into a controller the reader had already closed and threw
 * ERR_INVALID_STATE outside any handler, stopping the whole server (issue 52).
 */
export function requestBody(req, limit = REQUEST_BODY_LIMIT) {
  const state = { tooLarge: false, aborted: false };
  let received = 0;
  let finished = false;
  let onData = () => {};
  const finish = () => {
    if (finished) return false;
    finished = true;
    req.off('data', onData);
    // Whatever is left is read and dropped, so the connection can carry the answer.
    req.resume();
    return true;
  };
  const body = new ReadableStream(
    {
      start(controller) {
        onData = (chunk) => {
          if (finished) return;
          received += chunk.length;
          if (received > limit) {
            state.tooLarge = true;
            if (finish()) controller.error(Object.assign(new Error('request body too large'), { status: 413 }));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 1) <= 0) req.pause();
        };
        req.on('data', onData);
        req.once('end', () => {
          if (finish()) controller.close();
        });
        const gone = () => {
          if (req.complete || finished) return;
          state.aborted = true;
          if (finish()) controller.error(Object.assign(new Error('request body aborted'), { status: 400 }));
        };
        req.once('error', gone);
        req.once('close', gone);
      },
      pull() {
        if (!finished) req.resume();
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return { body, state };
}

/**
 * The web Request a function receives for a Node request to `target` (a URL on a trusted origin), with the
 * headers Netlify adds (x-nf-client-connection-ip, x-nf-request-id, x-nf-geo), plus the ip, geo and request id
 * its context gets and the body's `state` (requestBody).
 */
export function functionRequest(req, target) {
  const ip = clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
  const geo = localGeo();
  const requestId = randomUUID();
  const headers = new Headers(nodeHeaders(req));
  headers.set('x-nf-client-connection-ip', ip);
  headers.set('x-nf-request-id', requestId);
  headers.set('x-nf-geo', Buffer.from(JSON.stringify(geo)).toString('base64'));
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? requestBody(req) : null;
  const request = new Request(target, {
    method: req.method,
    headers,
    body: body?.body ?? null,
    duplex: 'half',
  });
  return { request, ip, geo, requestId, body: body?.state ?? null };
}

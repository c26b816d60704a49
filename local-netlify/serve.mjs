/**
 * `npm run serve` (and the server half of `npm start`): serves the built dist/ offline on http://localhost:8888
 * (PORT, here or in .env, overrides: ./ports.mjs) like Netlify would:
 * - functions (netlify/functions/*) are bundled once at start and stay warm; concurrent calls run concurrently
 *   (local-netlify/functions.mjs), with Netlify's own local Blobs server on 127.0.0.1 (local-netlify/blobs.mjs);
 * - static files, netlify.toml redirects and headers, and dist/_headers come from Netlify's own handlers
 *   (@netlify/static, @netlify/redirects, @netlify/headers, in local-netlify/static.mjs), gzip-compressed like the CDN;
 * - the rules production holds to: unknown methods answer 405, `//host/...` paths stay paths on this origin, the
 *   `_headers` file is not served, and the 404 page carries the same security headers as every page.
 * `functions: 'netlify-dev'` routes functions through @netlify/dev's own (slow, per-call) path instead: the parity
 * test compares the two. Also exported for the e2e runner, the budgets and the bench.
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzip as gzipCallback } from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { loadDotEnv } from './env.mjs';
import { FunctionRunner } from './functions.mjs';
import { startLocalBlobs } from './blobs.mjs';
import { clientAddress, functionRequest, nodeHeaders, REQUEST_BODY_LIMIT, requestBody } from './context.mjs';
import { servePort } from './ports.mjs';
import { startLocalSchedules } from './schedules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
/** Methods a Netlify site answers; anything else (TRACE, CONNECT, made-up verbs) gets 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Netlify configuration files in the publish directory that the CDN never serves. */
const HIDDEN_FILES = new Set(['/_headers', '/_redirects']);
const gzipBytes = promisify(gzipCallback);
/** Responses holding a file of the publish directory: the only ones whose compressed bytes are kept. */
const fileResponses = new WeakSet();
/**
 * Compressed files by the hash of their bytes, as a CDN compresses a file once and serves the cached bytes. Compressing
 * on every request cost CPU the budgets' browser needs on a 2-core machine (with the header cache of static.mjs, the
 * 220 KB home page went from 8 to 3.4 ms per request). The least recently used leave first past GZIP_CACHE_BYTES.
 */
const gzipCache = new Map();
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
let gzipCacheBytes = 0;

/** `bytes` gzip-compressed, from the cache when the same bytes were compressed before. */
export async function gzipFile(bytes) {
  const key = createHash('sha1').update(bytes).digest('base64');
  let compressed = gzipCache.get(key);
  if (compressed) gzipCache.delete(key);
  else {
    compressed = await gzipBytes(bytes);
    gzipCacheBytes += compressed.length;
  }
  gzipCache.set(key, compressed);
  for (const [oldKey, old] of gzipCache) {
    if (gzipCacheBytes <= GZIP_CACHE_BYTES) break;
    gzipCache.delete(oldKey);
    gzipCacheBytes -= old.length;
  }
  return compressed;
}

/** Host names that cannot be a DNS-rebinding name: loopback names and IP literals. */
const TRUSTED_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d+)?$/i;

/** A clear, one-sentence error for a port another process holds. */
export class PortInUseError extends Error {
  constructor(port) {
    super(
      `Port ${port} is already in use (is another \`npm start\` running?): stop that process, or choose another port, e.g. \`PORT=${port + 1} npm start\` or PORT=${port + 1} in .env.`,
    );
    this.name = 'PortInUseError';
    this.port = port;
    this.expected = true;
  }
}

/** The request path with repeated leading slashes collapsed, or null when the target is not a path. */
export function safePath(rawUrl) {
  if (!rawUrl || !rawUrl.startsWith('/')) return null;
  return `/${rawUrl.replace(/^\/+/, '')}`;
}

/** The origin a function sees: the Host header when it cannot be a rebinding name, else this server's own. */
export function requestOrigin(hostHeader, port) {
  return `http://${hostHeader && TRUSTED_HOST.test(hostHeader) ? hostHeader : `localhost:${port}`}`;
}

/**
 * @param {{ port?: number, host?: string, quiet?: boolean, functions?: 'warm' | 'netlify-dev', projectRoot?: string,
 *   watch?: boolean, blobsDirectory?: string, log?: (line: string) => void }} [options]
 * `blobsDirectory` defaults to .netlify/blobs-serve/ (where @netlify/dev keeps Blobs); the bench and the parity
 * test pass a temporary one.
 */
export async function startServer({
  port,
  host = '127.0.0.1',
  quiet = false,
  functions = 'warm',
  projectRoot = root,
  watch = false,
  blobsDirectory,
  log = console.log,
} = {}) {
  loadDotEnv(join(root, '.env'));
  port ??= servePort();
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw Object.assign(
      new Error(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}": fix it in .env or the shell.`),
      { expected: true },
    );
  }
  const generated = {};
  if (!process.env.ADMIN_PASSWORD) {
    process.env.ADMIN_PASSWORD = generated.ADMIN_PASSWORD = `local-${randomBytes(6).toString('hex')}`;
  }
  if (!process.env.ADMIN_SESSION_SECRET) {
    process.env.ADMIN_SESSION_SECRET = randomBytes(32).toString('hex');
  }
  // Unsubscribe links are signed with it: one per run unless .env sets one (links from an earlier run then fail).
  if (!process.env.NEWSLETTER_SECRET) {
    process.env.NEWSLETTER_SECRET = randomBytes(32).toString('hex');
  }
  // Locally there is no CDN geolocation: the geo function then uses only ?country=XX and GEO_COUNTRY, else
  // answers "unknown".
  process.env.GEO_PLATFORM_DISABLED = '1';
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    throw Object.assign(new Error('dist/ is missing: run `npm run build` first (npm start does both).'), {
      expected: true,
    });
  }

  // Take the port first, so a busy port is reported at once; requests wait until the rest is ready.
  let listenPort = port;
  let ready;
  const server = createServer(
    (req, res) =>
      void ready.then(
        (route) => respond(route, req, res),
        () => res.destroy(),
      ),
  );
  server.keepAliveTimeout = 10_000;
  try {
    await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  } catch (err) {
    throw err?.code === 'EADDRINUSE' ? new PortInUseError(port) : err;
  }
  const address = server.address();
  listenPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://localhost:${listenPort}`;

  const cleanup = [];
  let blobsServer = null;
  /** The warm function runner (null under 'netlify-dev'). */
  let runner = null;
  const setup = async () => {
    const logger = { log() {}, info() {}, warn: console.warn, error: console.error };
    /** (request) => { response, type } | undefined for everything that is not a warm function. */
    let site;
    if (functions === 'warm') {
      const { createStaticSite } = await import('./static.mjs');
      const staticSite = createStaticSite({ projectRoot, logger });
      site = staticSite.handle;
      blobsServer = await startLocalBlobs({
        directory: blobsDirectory ?? join(projectRoot, '.netlify', 'blobs-serve'),
      });
      cleanup.push(() => blobsServer.stop());
      // Lead e-mails (issue 54): without SMTP_URL they go to a local catcher, one .eml file each in .netlify/mail/.
      if (!process.env.SMTP_URL) {
        const { startMailCatcher } = await import('./mail-catcher.mjs');
        const mailbox = join(projectRoot, '.netlify', 'mail');
        const catcher = await startMailCatcher({ port: Number(process.env.MAIL_CATCHER_PORT) || 0, dir: mailbox });
        cleanup.push(() => catcher.stop());
        process.env.SMTP_URL = catcher.url;
        process.env.MAIL_FROM ||= 'Influencerly <hello@localhost>';
        generated.mailbox = mailbox;
      }
      // The "manage my data" links of the receipts point here.
      process.env.URL ||= url;
      // context.site.url is this server's own address, as Netlify's is the site's: never taken from a request's Host.
      runner = new FunctionRunner({ projectRoot, log: quiet ? () => {} : log, site: { url } });
      cleanup.push(() => runner.close());
      await runner.load();
      if (watch) cleanup.push(runner.watch());
    } else {
      const { NetlifyDev } = await import('@netlify/dev');
      const netlify = new NetlifyDev({
        projectRoot,
        serverAddress: null,
        database: { enabled: false },
        aiGateway: { enabled: false },
        edgeFunctions: { enabled: false },
        geolocation: { enabled: false },
        images: { enabled: false },
        logger: quiet ? logger : undefined,
      });
      await netlify.start();
      cleanup.push(() => netlify.stop());
      site = (request) => netlify.handleAndIntrospect(request);
    }

    // The 404 page with the headers netlify.toml and dist/_headers give every page.
    const notFound = (await site(new Request(`${url}/404`)))?.response;
    const notFoundHeaders = new Headers(notFound?.headers);
    notFoundHeaders.set('cache-control', 'no-store');
    const notFoundBody = notFound ? await notFound.arrayBuffer() : new TextEncoder().encode('Not found');
    const securityHeaders = new Headers(
      [...notFoundHeaders].filter(([k]) => !/^(content-(type|length|encoding)|etag|last-modified|age|date)$/.test(k)),
    );
    const notFoundPage = () => new Response(notFoundBody, { status: 404, headers: notFoundHeaders });
    const plain = (status, text, extra = {}) => {
      const headers = new Headers(securityHeaders);
      headers.set('content-type', 'text/plain; charset=utf-8');
      for (const [k, v] of Object.entries(extra)) headers.set(k, v);
      return new Response(`${text}\n`, { status, headers });
    };

    return async (req) => {
      if (!ALLOWED_METHODS.includes(req.method ?? ''))
        return plain(405, 'Method not allowed.', { allow: ALLOWED_METHODS.join(', ') });
      const path = safePath(req.url);
      if (path === null) return plain(400, 'Bad request: the request target must be a path.');
      const target = new URL(requestOrigin(req.headers.host, listenPort) + path);
      if (HIDDEN_FILES.has(target.pathname.toLowerCase())) return notFoundPage();
      // Like Netlify: a body over its request limit never reaches a function or the site (declared or streamed).
      const tooLarge = () =>
        plain(413, `The request is too large (the limit is ${REQUEST_BODY_LIMIT / 1024 / 1024} MB).`, {
          connection: 'close',
        });
      if (Number(req.headers['content-length']) > REQUEST_BODY_LIMIT) return tooLarge();
      const match = runner?.match(target.pathname, req.method);
      if (match) {
        const { request, body: bodyState, ...client } = functionRequest(req, target);
        const response = await runner.invoke(match, request, client);
        if (bodyState?.tooLarge) return tooLarge();
        return response;
      }
      const ip = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress);
      const headers = new Headers(nodeHeaders(req));
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const body = hasBody ? requestBody(req).body : null;
      // @netlify/dev takes the client address from X-Forwarded-For: it gets the one this server determined.
      headers.set('x-forwarded-for', ip);
      const result = await site(new Request(target, { method: req.method, headers, body, duplex: 'half' }));
      // Like Netlify's CDN: an unknown path gets the site's 404 page with status 404.
      if (!result || (result.response.status === 404 && result.type === 'static')) return notFoundPage();
      if (result.type === 'static' && result.response.status === 200) fileResponses.add(result.response);
      return result.response;
    };
  };
  ready = setup();
  try {
    await ready;
  } catch (err) {
    ready = Promise.resolve(async () => new Response('The server failed to start.', { status: 503 }));
    await closeAll();
    throw err;
  }
  const scheduler = startLocalSchedules(runner, url);
  cleanup.push(() => scheduler.stop());

  async function closeAll() {
    const closed = new Promise((ok) => server.close(ok));
    server.closeAllConnections?.();
    await closed;
    for (const job of cleanup.reverse()) await Promise.resolve(job()).catch(() => {});
  }

  return {
    url,
    generated,
    /** Where the warm path's Blobs server listens ({ host, port }), or null under 'netlify-dev'. */
    blobs: blobsServer && { host: blobsServer.host, port: blobsServer.port },
    /** Runs a scheduled function once, the way Netlify's scheduler calls it (no URL does); resolves its Response. */
    runScheduled: (name) =>
      runner ? runner.runScheduled(name, url) : Promise.reject(new Error('no warm function runner (netlify-dev)')),
    close: closeAll,
  };
}

/** Writes a web Response to a Node response, gzip-compressed when the client accepts it and the type gains. */
export async function respond(route, req, res) {
  try {
    const response = await route(req);
    const headers = Object.fromEntries(response.headers);
    const type = response.headers.get('content-type') ?? '';
    const gzip =
      response.body &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') &&
      COMPRESSIBLE.test(type) &&
      !response.headers.has('content-encoding');
    if (gzip) {
      delete headers['content-length'];
      headers['content-encoding'] = 'gzip';
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    }
    const setCookies = response.headers.getSetCookie?.() ?? [];
    delete headers['set-cookie'];
    if (gzip && req.method !== 'HEAD' && fileResponses.has(response)) {
      const compressed = await gzipFile(Buffer.from(await response.arrayBuffer()));
      headers['content-length'] = String(compressed.length);
      res.writeHead(response.status, { ...headers, ...(setCookies.length ? { 'set-cookie': setCookies } : {}) });
      return res.end(compressed);
    }
    res.writeHead(response.status, { ...headers, ...(setCookies.length ? { 'set-cookie': setCookies } : {}) });
    if (!response.body || req.method === 'HEAD') return res.end();
    const body = Readable.fromWeb(response.body);
    await (gzip ? pipeline(body, createGzip(), res) : pipeline(body, res));
  } catch (err) {
    if (res.destroyed || err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || /closed or destroyed/.test(String(err?.message)))
      return; // the client went away
    console.error('[serve] request failed:', err instanceof Error ? err.message : err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
    res.end('Internal error');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { runServerCli } = await import('./cli.mjs');
  await runServerCli({ startServer, PortInUseError });
}

/**
 * `npm start` / `npm run serve`: serves dist/ with the Netlify functions, redirects, headers and a file-backed
 * Blobs store (.netlify/blobs-serve/) through @netlify/dev, offline, on http://localhost:8888 (PORT overrides).
 * Responses are gzip-compressed like the CDN would. Also exported for the e2e runner and the budgets.
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/** Reads KEY=VALUE lines of .env (if present) into process.env without overriding what is set. */
function loadDotEnv() {
  const file = join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2].replace(/^["']|["']$/g, '');
  }
}

export async function startServer({ port = Number(process.env.PORT ?? 8888), host = '127.0.0.1', quiet = false } = {}) {
  loadDotEnv();
  const generated = {};
  if (!process.env.ADMIN_PASSWORD) {
    process.env.ADMIN_PASSWORD = generated.ADMIN_PASSWORD = `local-${randomBytes(6).toString('hex')}`;
  }
  if (!process.env.ADMIN_SESSION_SECRET) {
    process.env.ADMIN_SESSION_SECRET = randomBytes(32).toString('hex');
  }
  // Locally there is no CDN geolocation (@netlify/dev would answer a fixed mock): the geo function then
  // uses only ?country=XX and GEO_COUNTRY, else answers "unknown".
  process.env.GEO_PLATFORM_DISABLED = '1';
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm start does both).');
  }
  const netlify = new NetlifyDev({
    projectRoot: root,
    serverAddress: null,
    database: { enabled: false },
    aiGateway: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    logger: quiet ? { log() {}, warn() {}, error: console.error } : undefined,
  });
  await netlify.start();

  const notFoundHtml = readFileSync(join(root, 'dist', '404.html'));
  const notFoundPage = () => new Response(notFoundHtml, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

  // @netlify/dev builds a function into a per-request directory but keeps one shared build record per function,
  // so two concurrent calls of one function race (one deletes the build the other is about to run). Calls of the
  // same function (same /api/<name> prefix) therefore run one at a time; different functions and static files
  // are served concurrently.
  const queues = new Map();
  const handle = (req) => {
    const key = req.url?.match(/^\/api\/[^/?#]+/)?.[0];
    if (!key) return netlify.handleAndIntrospectNodeRequest(req);
    const run = (queues.get(key) ?? Promise.resolve()).then(() => netlify.handleAndIntrospectNodeRequest(req));
    const settled = run.then(async (r) => { await r?.response.clone().arrayBuffer().catch(() => {}); }, () => {});
    queues.set(key, settled);
    settled.then(() => queues.get(key) === settled && queues.delete(key));
    return run;
  };

  const server = createServer(async (req, res) => {
    try {
      const result = await handle(req);
      // Like Netlify's CDN: an unknown path gets the site's 404 page with status 404.
      const response = !result || (result.response.status === 404 && result.type === 'static') ? notFoundPage() : result.response;
      const headers = Object.fromEntries(response.headers);
      const type = response.headers.get('content-type') ?? '';
      const gzip = response.body && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && COMPRESSIBLE.test(type) && !response.headers.has('content-encoding');
      if (gzip) {
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      }
      const setCookies = response.headers.getSetCookie?.() ?? [];
      res.writeHead(response.status, { ...headers, ...(setCookies.length ? { 'set-cookie': setCookies } : {}) });
      if (!response.body || req.method === 'HEAD') return res.end();
      const body = Readable.fromWeb(response.body);
      await (gzip ? pipeline(body, createGzip(), res) : pipeline(body, res));
    } catch (err) {
      if (res.destroyed || err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || /closed or destroyed/.test(String(err?.message))) return; // the client went away
      console.error('[serve] request failed:', err instanceof Error ? err.message : err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, host, ok));
  const url = `http://localhost:${port}`;
  const scheduler = startLocalSchedules(url);
  return {
    url,
    generated,
    async close() {
      scheduler.stop();
      const closed = new Promise((ok) => server.close(ok));
      server.closeAllConnections?.();
      await closed;
      await netlify.stop();
    },
  };
}

/**
 * Netlify runs scheduled functions on the platform; locally nothing would. While LEAD_WEBHOOK_URL is set, the lead
 * webhook retry (scheduled every minute on Netlify) runs here too, every LOCAL_SCHEDULE_MS (default 60000; 0 = off),
 * through the same local function runtime. The daily retention function is left to Netlify.
 */
function startLocalSchedules(url) {
  const every = Number(process.env.LOCAL_SCHEDULE_MS ?? 60_000);
  if (!process.env.LEAD_WEBHOOK_URL || !(every > 0)) return { stop() {} };
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const res = await fetch(`${url}/.netlify/functions/lead-webhook-retry`, { method: 'POST' });
      await res.arrayBuffer();
    } catch {
      // the server is stopping; the next tick tries again
    } finally {
      running = false;
    }
  }, every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { url, generated, close } = await startServer({ host: process.env.HOST ?? 'localhost' });
  console.log(`\n  Site, functions and Blobs running at ${url}\n`);
  if (generated.ADMIN_PASSWORD) console.log(`  Admin password for this run (set ADMIN_PASSWORD to choose one): ${generated.ADMIN_PASSWORD}\n`);
  const stop = async () => { await close(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Warm Netlify Functions for `npm start` and `npm run dev`: every `netlify/functions/*` file is bundled once with
 * esbuild (one bundle per function, so each has its own module state as on Netlify), imported once, and called
 * in-process with a web `Request` and a Netlify-shaped `Context` (local-netlify/context.mjs). Concurrent calls run
 * concurrently. `watch()` rebuilds when a source file changes and swaps the new bundles in atomically.
 *
 * Routing follows Netlify's function registry: `config.path` (string or list, URLPattern syntax with :params and
 * wildcards), `config.excludedPath`, `config.method`; the path is lower-cased and a trailing slash dropped before
 * matching; a function without `path` answers at /.netlify/functions/<name>. A scheduled function (`config.schedule`)
 * answers at no URL, as on Netlify, where only the scheduler can call it: `runScheduled(name)` calls it the
 * scheduler's way (see `schedulerRequest`), for the local schedules of local-netlify/serve.mjs and `npm run schedule`.
 */
import { build } from 'esbuild';
import { readdir, rm, mkdir } from 'node:fs/promises';
import { watch as watchFiles } from 'node:fs';
import { join, parse, relative, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createContext, applyCookies, localGeo } from './context.mjs';

const FUNCTION_FILE = /\.(?:m?[jt]s|cjs)$/;

/** The function files of a directory: top-level files, or `<name>/<name>.ts` / `<name>/index.ts` folders. */
export async function discoverFunctions(directory) {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const found = [];
  for (const entry of entries) {
    if (entry.isFile() && FUNCTION_FILE.test(entry.name))
      found.push({ name: parse(entry.name).name, file: join(directory, entry.name) });
    if (entry.isDirectory()) {
      const inner = await readdir(join(directory, entry.name)).catch(() => []);
      const main = inner.find((f) => FUNCTION_FILE.test(f) && [entry.name, 'index'].includes(parse(f).name));
      if (main) found.push({ name: entry.name, file: join(directory, entry.name, main) });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Lower-cased, without a trailing slash (as Netlify's registry matches). */
export function normalisePath(pathname) {
  const trimmed = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

/**
 * The request Netlify's scheduler sends a scheduled function: a POST with `X-NF-Event: schedule`, the user agent
 * "Netlify Clockwork" and `{ "next_run": … }` (netlify/lib/scheduled.ts accepts nothing else).
 */
export function schedulerRequest(origin, name, nextRun = new Date(Date.now() + 60_000)) {
  return new Request(`${origin}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule', 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: nextRun.toISOString() }),
  });
}

/**
 * A route table entry per function: URLPatterns for its paths and excluded paths, and its methods. A scheduled
 * function gets no pattern: no URL reaches it.
 */
export function routeOf(name, config = {}) {
  const paths = asList(config.path);
  const schedule = typeof config.schedule === 'string' && config.schedule ? config.schedule : null;
  if (schedule) return { name, schedule, patterns: [], excluded: [], methods: [], preferStatic: false };
  return {
    name,
    schedule,
    patterns: (paths.length ? paths : [`/.netlify/functions/${name}`]).map(
      (p) => new URLPattern({ pathname: p.toLowerCase() }),
    ),
    excluded: asList(config.excludedPath).map((p) => new URLPattern({ pathname: p.toLowerCase() })),
    methods: asList(config.method).map((m) => String(m).toUpperCase()),
    preferStatic: config.preferStatic === true,
  };
}

/** The first route (in name order) that answers this path and method, with the path's named params. */
export function matchRoute(routes, pathname, method) {
  const path = normalisePath(pathname);
  for (const route of routes) {
    if (route.methods.length && !route.methods.includes(method)) continue;
    for (const pattern of route.patterns) {
      const hit = pattern.exec({ pathname: path });
      if (!hit) continue;
      if (route.excluded.some((ex) => ex.test({ pathname: path }))) return null;
      const params = Object.fromEntries(
        Object.entries(hit.pathname.groups).filter(([k, v]) => !/^\d+$/.test(k) && v !== undefined),
      );
      return { route, params };
    }
  }
  return null;
}

export class FunctionRunner {
  /**
   * `importModule` imports a built bundle by file URL (the Vite dev plugin passes Node's own import()).
   * @param {{ projectRoot: string, functionsDir?: string, outDir?: string, site?: object, log?: (line: string) => void,
   *   importModule?: (url: string) => Promise<any> }} options
   */
  constructor({
    projectRoot,
    functionsDir = 'netlify/functions',
    outDir = '.netlify/functions-warm',
    site = {},
    log = () => {},
    importModule = (url) => import(/* @vite-ignore */ url),
  }) {
    this.importModule = importModule;
    this.root = projectRoot;
    this.functionsDir = resolve(projectRoot, functionsDir);
    // A folder of this runner's own under outDir: servers of one project run side by side (CI's browser tests,
    // budgets and server tests; `npm start` beside `npm run dev`), and each removes only its own bundles.
    this.outDir = resolve(projectRoot, outDir, `${process.pid}-${randomUUID().slice(0, 8)}`);
    this.site = site;
    this.log = log;
    /** @type {{ routes: ReturnType<typeof routeOf>[], handlers: Map<string, Function> }} */
    this.current = { routes: [], handlers: new Map() };
    this.generation = 0;
    this.pending = new Set();
    this.inputs = new Set();
  }

  /** Bundles and imports every function; the previous generation keeps serving until this one is ready. */
  async load() {
    const started = Date.now();
    const functions = await discoverFunctions(this.functionsDir);
    const generation = ++this.generation;
    const outdir = join(this.outDir, String(generation));
    await mkdir(outdir, { recursive: true });
    const result = await build({
      entryPoints: Object.fromEntries(functions.map((f) => [f.name, f.file])),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      sourcemap: 'inline',
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: this.root,
    });
    const handlers = new Map();
    const routes = [];
    for (const f of functions) {
      const mod = await this.importModule(pathToFileURL(join(outdir, `${f.name}.mjs`)).href);
      if (typeof mod.default !== 'function')
        throw new Error(`netlify/functions/${relative(this.functionsDir, f.file)} has no default export handler`);
      handlers.set(f.name, mod.default);
      routes.push(routeOf(f.name, mod.config));
    }
    this.inputs = new Set(Object.keys(result.metafile.inputs).map((p) => resolve(this.root, p)));
    this.current = { routes, handlers };
    // Earlier generations' files are no longer needed once imported (modules stay in memory).
    for (const old of await readdir(this.outDir).catch(() => [])) {
      if (old !== String(generation))
        await rm(join(this.outDir, old), { recursive: true, force: true }).catch(() => {});
    }
    return { count: functions.length, ms: Date.now() - started };
  }

  /** The function that answers this request, or null. */
  match(pathname, method) {
    return matchRoute(this.current.routes, pathname, method);
  }

  /** The names of the scheduled functions, with their schedules. */
  schedules() {
    return this.current.routes.filter((r) => r.schedule).map((r) => ({ name: r.name, schedule: r.schedule }));
  }

  /**
   * Runs a scheduled function as Netlify's scheduler does (the only way to run one locally); throws for a name
   * that is not a scheduled function.
   */
  async runScheduled(name, origin = 'http://localhost') {
    const route = this.current.routes.find((r) => r.name === name && r.schedule);
    if (!route) {
      const known = this.schedules().map((s) => s.name);
      throw Object.assign(
        new Error(`"${name}" is not a scheduled function (scheduled: ${known.join(', ') || 'none'}).`),
        {
          expected: true,
        },
      );
    }
    return this.invoke({ route, params: {} }, schedulerRequest(origin, name), { ip: '127.0.0.1', geo: localGeo() });
  }

  /**
   * Calls the matched function. `ip` and `geo` are what Netlify's edge would report; `params` come from the match.
   * A throw becomes a plain 500 (Netlify shows its own error page; no stack reaches the client).
   * @param {{ route: { name: string }, params: Record<string, string> }} match
   * @param {Request} request
   * @param {{ ip: string, geo: object, requestId?: string }} client
   * @returns {Promise<Response>}
   */
  async invoke(match, request, { ip, geo, requestId }) {
    const handler = this.current.handlers.get(match.route.name);
    const { context, cookies, waitUntilPromises } = createContext({
      request,
      ip,
      geo,
      params: match.params,
      requestId,
      site: this.site,
    });
    let response;
    try {
      response = await handler(request, context);
      if (!(response instanceof Response)) response = new Response(null, { status: 204 });
    } catch (err) {
      console.error(
        `[function ${match.route.name}]`,
        err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      );
      response = new Response('Internal Server Error', {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    if (waitUntilPromises.length) this.track(Promise.allSettled(waitUntilPromises));
    return applyCookies(response, cookies);
  }

  track(promise) {
    this.pending.add(promise);
    promise.finally(() => this.pending.delete(promise));
  }

  /** Rebuilds when a bundled source file changes (debounced); resolves a stop function. */
  watch(directories = ['netlify', 'src']) {
    let timer = null;
    let running = Promise.resolve();
    const rebuild = () => {
      running = running.then(async () => {
        try {
          const { count, ms } = await this.load();
          this.log(`functions rebuilt (${count} in ${ms} ms)`);
        } catch (err) {
          this.log(
            `functions not rebuilt, the previous build keeps serving: ${err instanceof Error ? err.message.split('\n')[0] : err}`,
          );
        }
      });
    };
    const watchers = directories.map((dir) =>
      watchFiles(resolve(this.root, dir), { recursive: true }, (_event, file) => {
        if (!file) return;
        const full = resolve(this.root, dir, file);
        const isNewFunction = full.startsWith(this.functionsDir) && FUNCTION_FILE.test(full);
        if (!this.inputs.has(full) && !isNewFunction) return;
        clearTimeout(timer);
        timer = setTimeout(rebuild, 100);
      }),
    );
    return () => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    };
  }

  /** Waits for outstanding `context.waitUntil` work, then removes the bundles. */
  async close() {
    await Promise.allSettled([...this.pending]);
    await rm(this.outDir, { recursive: true, force: true }).catch(() => {});
  }
}

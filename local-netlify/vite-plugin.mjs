/**
 * `npm run dev` (astro dev): the same warm functions as `npm start`. Bundled once when the dev server starts,
 * rebuilt only when one of their source files changes, served at their `config.path` before any other middleware,
 * with Netlify's local Blobs server on 127.0.0.1 (.netlify/blobs-serve/). @netlify/vite-plugin still handles
 * redirects and headers, with its own (per-request) function path and Blobs turned off.
 */
import { join } from 'node:path';
import { FunctionRunner } from './functions.mjs';
import { startLocalBlobs } from './blobs.mjs';
import { functionRequest } from './context.mjs';
import { loadDotEnv } from './env.mjs';
import { requestOrigin, respond, safePath } from './serve.mjs';
import { DEFAULT_PORTS } from './ports.mjs';

/**
 * Node's own import(). This file is loaded through Vite's module runner (astro.config imports it), which rewrites
 * `import()` to its own loader and closes that loader once the config is read; the function bundles must be
 * imported by Node itself and stay loaded.
 */
const nativeImport = new Function('specifier', 'return import(specifier)');

export default function warmFunctions({ projectRoot }) {
  return {
    name: 'warm-netlify-functions',
    apply: 'serve',
    async configureServer(server) {
      loadDotEnv(join(projectRoot, '.env'));
      process.env.GEO_PLATFORM_DISABLED = '1';
      const log = (line) => server.config.logger.info(`[functions] ${line}`, { timestamp: true });
      const blobs = await startLocalBlobs({ directory: join(projectRoot, '.netlify', 'blobs-serve') });
      const runner = new FunctionRunner({ projectRoot, log, importModule: nativeImport });
      const { count, ms } = await runner.load();
      log(`${count} functions built in ${ms} ms`);
      const stopWatching = runner.watch();
      server.httpServer?.once('close', async () => {
        stopWatching();
        await runner.close();
        await blobs.stop();
      });
      server.middlewares.use((req, res, next) => {
        const path = safePath(req.originalUrl ?? req.url);
        if (path === null) return next();
        const port = server.httpServer?.address()?.port ?? DEFAULT_PORTS.dev;
        const target = new URL(requestOrigin(req.headers.host, port) + path);
        const match = runner.match(target.pathname, req.method ?? 'GET');
        if (!match) return next();
        const { request, ...client } = functionRequest(req, target);
        void respond(() => runner.invoke(match, request, client), req, res);
      });
    },
  };
}

/**
 * Netlify's own local Blobs server (@netlify/blobs/server), file-backed in .netlify/blobs-serve/ (the directory
 * @netlify/dev and the Vite plugin use), reachable on 127.0.0.1 only.
 *
 * `BlobsServer.start()` always listens on every interface (its HTTP server calls listen(port) without a host) and
 * has no host option, so we do not call it: we give the server's request handler our own listener bound to
 * 127.0.0.1. `setEnvironmentContext` then points every `getStore()` in this process (the warm functions) at it.
 */
import { createServer } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobsServer } from '@netlify/blobs/server';
import { setEnvironmentContext } from '@netlify/blobs';
import { fixLocalBlobsServer, removeOrphanWrites } from './blobs-fixes.mjs';

// Complete listings during writes, ETags that change with the bytes (see blobs-fixes.mjs).
fixLocalBlobsServer(BlobsServer);

export async function startLocalBlobs({ directory, siteID = '0', host = '127.0.0.1' }) {
  const token = randomBytes(16).toString('hex');
  const blobs = new BlobsServer({ directory, token });
  await mkdir(directory, { recursive: true });
  // A server killed mid-write (SIGKILL, power loss) leaves temporary files and locks behind: cleaned before serving.
  const orphans = await removeOrphanWrites(directory);
  if (orphans) console.warn(`[blobs] removed ${orphans} orphaned partial write(s) left by an earlier run`);
  const server = createServer(async (req, res) => {
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(`http://${host}:${port}${req.url}`, {
        method: req.method,
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]],
        ),
        body: hasBody ? Readable.toWeb(req) : null,
        duplex: 'half',
      });
      const response = await blobs.handleRequest(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body && req.method !== 'HEAD') for await (const chunk of response.body) res.write(chunk);
      res.end();
    } catch (err) {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(err instanceof Error ? err.message : err));
    }
  });
  server.keepAliveTimeout = 60_000;
  const port = await new Promise((ok, fail) =>
    server.once('error', fail).listen(0, host, () => ok(server.address().port)),
  );
  blobs.address = `http://${host}:${port}`;
  const url = `http://${host}:${port}`;
  setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID, token, primaryRegion: 'us-east-2' });
  return {
    port,
    host,
    async stop() {
      const closed = new Promise((ok) => server.close(ok));
      server.closeAllConnections?.();
      await closed;
    },
  };
}

/**
 * Two gaps of Netlify's local Blobs server (@netlify/blobs/server 11.x) that its hosted Blobs does not have, closed for
 * every local server of this project (scripts/local/blobs.mjs and the test helpers call `fixLocalBlobsServer`).
 *
 * 1. Complete listings while other calls write. `BlobsServer` writes a blob as a temporary file `.<random>` beside the
 *    target and renames it into place. Its listing (`BlobsServer.walk`) reads a directory and then stats each entry in
 *    turn; when a temporary file is renamed between the two, the stat fails with ENOENT, the walk stops there, and the
 *    server answers 200 with only the entries it had reached. A listing taken during any write to the same directory
 *    could so miss blobs (the admin's stat cards read 0 applications while the list, a moment earlier, held 107).
 *    `walkBlobs` is the server's walk with one change: an entry gone by the time it is looked at is not listed and the
 *    walk goes on.
 * 2. ETags that change with every change. The server derived a blob's ETag from its file's modification time in
 *    milliseconds, so two writes in one millisecond (common: a write takes well under one) left the same ETag on other
 *    bytes; a conditional write could then overwrite a change it never saw, and the lead index's shard summaries and
 *    parsed-shard memo (netlify/lib/lead-index.ts), both keyed by ETag, kept counting the older bytes. Reads also
 *    carried no ETag, so callers paired what they read with an ETag listed earlier. Here the ETag is a hash of the
 *    bytes (`contentETag`), and a read answers the ETag of exactly the bytes it returns.
 */
import { readdir, stat } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';

const FS = { readdir, stat };
const INSTALLED = Symbol.for('project.blobs.localFixes');

/** The ETag of a blob's bytes. */
export const contentETag = (bytes) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

const gone = (err) => err && typeof err === 'object' && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

/**
 * Collects the blobs (and, with `directories`, the directories) under `path` into `result`, as BlobsServer.walk does.
 * @param {{ directories?: boolean, path: string, prefix: string, result: { blobs?: object[], directories?: string[] },
 *   rootPath: string, etag: (path: string) => Promise<string>, fs?: { readdir: typeof readdir, stat: typeof stat } }} options
 */
export async function walkBlobs(options) {
  const { directories, path, prefix, result, rootPath, etag, fs = FS } = options;
  let entries;
  try {
    entries = await fs.readdir(path);
  } catch (err) {
    if (gone(err) && path !== rootPath) return; // a directory removed meanwhile (the store root itself still throws)
    throw err;
  }
  for (const entry of entries) {
    const entryPath = join(path, entry);
    let info;
    try {
      info = await fs.stat(entryPath);
    } catch (err) {
      if (gone(err)) continue;
      throw err;
    }
    let key = relative(rootPath, entryPath);
    if (sep !== '/') key = key.split(sep).join('/');
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    if (!info.isDirectory()) {
      result.blobs?.push({
        etag: await etag(entryPath),
        key,
        last_modified: info.mtime.toISOString(),
        size: info.size,
      });
      continue;
    }
    if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
      continue;
    }
    await walkBlobs({ ...options, path: entryPath });
  }
}

/** Closes both gaps for every BlobsServer of this process (idempotent). */
export function fixLocalBlobsServer(BlobsServer) {
  if (BlobsServer[INSTALLED]) return;
  const { get } = BlobsServer.prototype;
  if (
    typeof BlobsServer.walk !== 'function' ||
    typeof BlobsServer.generateETag !== 'function' ||
    typeof get !== 'function'
  )
    throw new Error('@netlify/blobs/server changed: BlobsServer.walk, generateETag or get is missing');
  BlobsServer.generateETag = async (filePath) => {
    try {
      return contentETag(await readFile(filePath));
    } catch {
      return ''; // as the server's own: no file, no ETag
    }
  };
  BlobsServer.walk = (options) => walkBlobs({ ...options, etag: (entryPath) => BlobsServer.generateETag(entryPath) });
  // A blob's bytes come back without a content type; listings and signed URLs are JSON with one.
  BlobsServer.prototype.get = async function getWithETag(req) {
    const res = await get.call(this, req);
    if (res.status !== 200 || res.headers.has('content-type')) return res;
    const bytes = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.set('etag', contentETag(bytes));
    return new Response(bytes, { status: 200, headers });
  };
  BlobsServer[INSTALLED] = true;
}

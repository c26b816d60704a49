/**
 * Three gaps of Netlify's local Blobs server (@netlify/blobs/server 11.x) that its hosted Blobs does not have, closed for
 * every local server of this project (local-netlify/blobs.mjs and the test helpers call `fixLocalBlobsServer`).
 *
 * 1. Complete listings while other calls write. `BlobsServer` writes a blob as a temporary file `.<random>` beside the
 *    target and renames it into place. Its listing (`BlobsServer.walk`) reads a directory and then stats each entry in
 *    turn; when a temporary file is renamed between the two, the stat fails with ENOENT, the walk stops there, and the
 *    server answers 200 with only the entries it had reached. A listing taken during any write to the same directory
 *    could so miss blobs (the admin's stat cards read 0 applications while the list, a moment earlier, held 107).
 *    `walkBlobs` is the server's walk with two changes: an entry gone by the time it is looked at is not listed and the
 *    walk goes on, and a temporary file (a write under way) is never listed as a key.
 * 2. ETags that change with every change. The server derived a blob's ETag from its file's modification time in
 *    milliseconds, so two writes in one millisecond (common: a write takes well under one) left the same ETag on other
 *    bytes; a conditional write could then overwrite a change it never saw, and the lead index's shard summaries and
 *    parsed-shard memo (netlify/lib/lead/index-store.ts), both keyed by ETag, kept counting the older bytes. Reads also
 *    carried no ETag, so callers paired what they read with an ETag listed earlier. Here the ETag is a hash of the
 *    bytes (`contentETag`), and a read answers the ETag of exactly the bytes it returns.
 * 3. Conditional writes that are atomic. The server checks `If-Match` / `If-None-Match` and then writes, with awaits
 *    in between, so two writers (two requests, or two processes with their own server over one directory, as the e2e
 *    tests and `npm start` are) could both pass the check and the later one overwrite the other's change. Each write
 *    and delete of a key now holds a lock (a directory created with mkdir, atomic across processes, under
 *    `<directory>/locks/`) from its check to its rename; a lock older than `LOCK_STALE_MS` (its holder died) is broken.
 * 4. Leftovers of a killed process (issue 52): a write stopped between its temporary file and the rename left a whole
 *    record under no key, beyond erasure and retention. `removeOrphanWrites` deletes such files and dead locks older
 *    than ORPHAN_AGE_MS; local-netlify/blobs.mjs runs it before each server start serves.
 */
import { readdir, stat } from 'node:fs/promises';
import { mkdir, readFile, rm, stat as statFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';

const FS = { readdir, stat };
const INSTALLED = Symbol.for('project.blobs.localFixes');

/** A lock held longer than this is taken to belong to a process that died holding it. */
export const LOCK_STALE_MS = 10_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` holding the lock of `name` under `lockRoot` (mkdir is atomic, also between processes). */
export async function withFileLock(lockRoot, name, fn) {
  const dir = join(lockRoot, createHash('sha1').update(name).digest('hex'));
  await mkdir(lockRoot, { recursive: true });
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (err) {
      if (err?.code !== 'EEXIST') throw err;
      const held = await statFile(dir).catch(() => null);
      if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await rm(dir, { recursive: true, force: true });
      else await sleep(1 + Math.random() * 4);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A temporary file of BlobsServer's `put` (`.` and Math.random() in base 36), written beside its blob, then renamed. */
const TEMP_FILE = /^\.[0-9a-z]{4,16}$/;
/** Older than this, a temporary file or a lock belongs to no write under way (a write takes milliseconds). */
export const ORPHAN_AGE_MS = 60_000;

/**
 * Removes what writes killed mid-way left in a Blobs directory: temporary files never renamed into place (each may hold
 * a whole lead record under no key, beyond erasure and retention) and locks whose holder died. Only those older than
 * ORPHAN_AGE_MS, so a write of another process sharing the directory is left alone. Resolves how many were removed.
 */
export async function removeOrphanWrites(directory, now = Date.now()) {
  let removed = 0;
  const walk = async (dir, inLocks) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (gone(err)) return;
      throw err;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      const orphanCandidate = inLocks ? entry.isDirectory() : entry.isFile() && TEMP_FILE.test(entry.name);
      if (orphanCandidate) {
        const info = await statFile(path).catch(() => null);
        if (info && now - info.mtimeMs > ORPHAN_AGE_MS) {
          await rm(path, { recursive: true, force: true });
          removed++;
        }
      } else if (entry.isDirectory() && !inLocks) {
        await walk(path, dir === directory && entry.name === 'locks');
      }
    }
  };
  await walk(directory, false);
  return removed;
}

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
    // A write under way (or one killed mid-way) is not a blob: its temporary file is never listed as a key.
    if (TEMP_FILE.test(entry)) continue;
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

/** Closes the three gaps for every BlobsServer of this process (idempotent). */
export function fixLocalBlobsServer(BlobsServer) {
  if (BlobsServer[INSTALLED]) return;
  const { get, put, delete: del, getLocalPaths } = BlobsServer.prototype;
  if (
    typeof BlobsServer.walk !== 'function' ||
    typeof BlobsServer.generateETag !== 'function' ||
    [get, put, del, getLocalPaths].some((f) => typeof f !== 'function')
  )
    throw new Error('@netlify/blobs/server changed: walk, generateETag, get, put, delete or getLocalPaths is missing');
  /** A write or delete of one key, under that key's lock (listings and reads take none). */
  const locked = (method) =>
    async function lockedWrite(req) {
      const { dataPath } = getLocalPaths.call(this, new URL(req.url ?? '', this.address));
      if (!dataPath) return method.call(this, req);
      return withFileLock(join(this.directory, 'locks'), dataPath, () => method.call(this, req));
    };
  BlobsServer.prototype.put = locked(put);
  BlobsServer.prototype.delete = locked(del);
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

/**
 * A complete listing from Netlify's local Blobs server while other calls write to it.
 *
 * `BlobsServer` (@netlify/blobs/server, 11.x) writes a blob as a temporary file `.<random>` beside the target and
 * renames it into place. Its listing (`BlobsServer.walk`) reads a directory and then stats each entry in turn; when a
 * temporary file is renamed between the two, the stat fails with ENOENT, the walk stops there, and the server answers
 * 200 with only the entries it had reached. A listing taken during any write to the same directory can so miss blobs
 * (the admin's stat cards read 0 applications while the list, listed a moment earlier, held 107). Netlify's hosted
 * Blobs has no such gap; this makes the local server list what is stored.
 *
 * `walkBlobs` is the server's walk with one change: an entry that is gone by the time it is looked at is not listed
 * (it was a temporary file, or a blob deleted meanwhile) and the walk goes on. `useCompleteBlobListing` installs it on
 * the `BlobsServer` class (its methods call the static `walk` of the class), once per process; every place that runs
 * a local Blobs server calls it: scripts/local/blobs.mjs and the test helpers.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const FS = { readdir, stat };
const INSTALLED = Symbol.for('project.blobs.completeListing');

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

/** Makes every BlobsServer of this process list completely (idempotent). */
export function useCompleteBlobListing(BlobsServer) {
  if (BlobsServer[INSTALLED]) return;
  if (typeof BlobsServer.walk !== 'function' || typeof BlobsServer.generateETag !== 'function')
    throw new Error('@netlify/blobs/server changed: BlobsServer.walk or generateETag is missing');
  BlobsServer.walk = (options) => walkBlobs({ ...options, etag: (entryPath) => BlobsServer.generateETag(entryPath) });
  BlobsServer[INSTALLED] = true;
}

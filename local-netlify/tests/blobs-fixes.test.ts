/**
 * The local Blobs server's two fixes (local-netlify/blobs-fixes.mjs): it lists every stored blob while other calls
 * write (the walk skips an entry that vanished between reading the directory and looking at it, instead of stopping
 * there), and its ETags follow the bytes (two writes in one millisecond no longer share one), reads included.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { contentETag, fixLocalBlobsServer, walkBlobs } from '../blobs-fixes.mjs';

const temp: string[] = [];
afterAll(async () => {
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

const enoent = () => Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
const file = (size: number) => ({ isDirectory: () => false, mtime: new Date(0), size });

describe('walkBlobs', () => {
  it('lists the entries after one that was renamed away between readdir and stat', async () => {
    const root = join('/store');
    const result = { blobs: [] as { key: string; etag: string; size: number }[] };
    await walkBlobs({
      path: root,
      rootPath: root,
      prefix: '',
      result,
      etag: async (p: string) => `"${p}"`,
      fs: {
        readdir: (async () => ['a', '.tmp0x1', 'b']) as never,
        stat: (async (p: string) => {
          if (p.endsWith('.tmp0x1')) throw enoent();
          return file(p.endsWith('a') ? 1 : 2);
        }) as never,
      },
    });
    expect(result.blobs.map((b) => [b.key, b.size, b.etag])).toEqual([
      ['a', 1, `"${join(root, 'a')}"`],
      ['b', 2, `"${join(root, 'b')}"`],
    ]);
  });

  it('still fails for a store that is not there (the server answers an empty list) and for other errors', async () => {
    const fs = (err: Error) => ({
      readdir: (async () => Promise.reject(err)) as never,
      stat: (async () => file(1)) as never,
    });
    const base = { path: '/s', rootPath: '/s', prefix: '', result: { blobs: [] }, etag: async () => '' };
    await expect(walkBlobs({ ...base, fs: fs(enoent()) })).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(
      walkBlobs({ ...base, fs: fs(Object.assign(new Error('EACCES'), { code: 'EACCES' })) }),
    ).rejects.toMatchObject({ code: 'EACCES' });
  });
});

async function withServer(run: (store: ReturnType<typeof getStore>) => Promise<void>) {
  fixLocalBlobsServer(BlobsServer);
  const directory = await mkdtemp(join(tmpdir(), 'blobs-fixes-'));
  temp.push(directory);
  const server = new BlobsServer({ directory, token: 't', port: 0 });
  const { port } = await server.start();
  try {
    const url = `http://localhost:${port}`;
    setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID: 'fixes', token: 't' });
    await run(getStore({ name: 'lead-index', consistency: 'strong' }));
  } finally {
    await server.stop();
  }
}

describe('the local Blobs server, fixed', () => {
  it('lists every blob of a prefix while another blob of it is rewritten', async () => {
    await withServer(async (store) => {
      const keys = Array.from({ length: 8 }, (_, i) => `launchpad/w/2026-0${i + 1}-01`);
      for (const key of keys) await store.setJSON(key, { v: 1, entries: [] });
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) await store.setJSON(keys[0], { v: 1, n });
      })();
      const counts: number[] = [];
      for (let i = 0; i < 400; i++) {
        const { blobs } = await store.list({ prefix: 'launchpad/w/' });
        counts.push(blobs.filter((b) => keys.includes(b.key)).length);
      }
      writing = false;
      await writer;
      // Before the fix about 1 listing in 90 came back short under this load.
      expect(counts.filter((n) => n !== keys.length)).toEqual([]);
    });
  });

  it('gives each content its own ETag, even for writes in one millisecond, and reads answer the ETag of their bytes', async () => {
    await withServer(async (store) => {
      const etags = new Set<string>();
      for (let n = 0; n < 50; n++) {
        const written = await store.set('k', `v${n}`); // far less than a millisecond apart, many of them
        expect(written.etag).toBe(contentETag(Buffer.from(`v${n}`)));
        etags.add(written.etag!);
      }
      expect(etags.size).toBe(50);
      const read = await store.getWithMetadata('k', { type: 'text' });
      expect(read).toMatchObject({ data: 'v49', etag: contentETag(Buffer.from('v49')) });
      const { blobs } = await store.list();
      expect(blobs).toEqual([{ key: 'k', etag: read!.etag }]);
      // A conditional write against an ETag of other bytes is refused; against the current one it goes through.
      expect((await store.set('k', 'x', { onlyIfMatch: contentETag(Buffer.from('v48')) })).modified).toBe(false);
      expect((await store.set('k', 'x', { onlyIfMatch: read!.etag! })).modified).toBe(true);
      // Listings and missing keys are answered as before.
      expect(await store.get('missing')).toBeNull();
    });
  });

  it('conditional writes lose no change, however many writers race on one key', async () => {
    await withServer(async (store) => {
      await store.setJSON('shard', { items: [] });
      const add = async (n: number) => {
        for (;;) {
          const got = await store.getWithMetadata('shard', { type: 'json' });
          const items = (got!.data as { items: number[] }).items;
          if ((await store.setJSON('shard', { items: [...items, n] }, { onlyIfMatch: got!.etag! })).modified) return;
        }
      };
      await Promise.all(Array.from({ length: 30 }, (_, n) => add(n)));
      const { items } = (await store.get('shard', { type: 'json' })) as { items: number[] };
      expect(items.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    });
  });
});

describe('orphaned partial writes (issue 52)', () => {
  it('a server start removes the temporary files and locks a killed process left, and keeps every blob', async () => {
    const { startLocalBlobs } = await import('../blobs.mjs');
    const { readdir, stat, utimes, writeFile, mkdir } = await import('node:fs/promises');
    const directory = await mkdtemp(join(tmpdir(), 'blobs-orphans-'));
    try {
      const first = await startLocalBlobs({ directory });
      const leads = getStore({ name: 'orphan-leads', consistency: 'strong' });
      await leads.setJSON('1796582060219-0c512d392c83', { id: '1796582060219-0c512d392c83', name: 'Kept' });
      await first.stop();
      // Where the blob lives: its temporary files were written beside it.
      const find = async (dir: string): Promise<string | null> => {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isFile() && entry.name === '1796582060219-0c512d392c83') return dir;
          if (entry.isDirectory()) {
            const found = await find(path);
            if (found) return found;
          }
        }
        return null;
      };
      const storeDir = (await find(directory))!;
      const old = new Date(Date.now() - 5 * 60_000);
      // A write killed between its temporary file and the rename: a whole lead record under no key.
      const orphan = join(storeDir, '.k3j4h5g6x1');
      await writeFile(
        orphan,
        JSON.stringify({ id: '1796582060220-aaaaaaaaaaaa', name: 'Orphan', email: 'o@x.example' }),
      );
      await utimes(orphan, old, old);
      // A write of another process still under way: too young to be an orphan.
      const young = join(storeDir, '.m9n8b7v6c5');
      await writeFile(young, '{}');
      const lock = join(directory, 'locks', 'a'.repeat(40));
      await mkdir(lock, { recursive: true });
      await utimes(lock, old, old);

      const second = await startLocalBlobs({ directory });
      try {
        await expect(stat(orphan)).rejects.toThrow();
        await expect(stat(lock)).rejects.toThrow();
        expect((await stat(young)).isFile()).toBe(true);
        const again = getStore({ name: 'orphan-leads', consistency: 'strong' });
        expect(await again.get('1796582060219-0c512d392c83', { type: 'json' })).toMatchObject({ name: 'Kept' });
        expect((await again.list()).blobs.map((b) => b.key)).toEqual(['1796582060219-0c512d392c83']);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

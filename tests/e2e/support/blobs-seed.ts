/**
 * Direct access to the Blobs store of the `npm start` server for e2e tests: it is file-backed in
 * `.netlify/blobs-serve/` (site id "0" when the project is not linked, see @netlify/dev). A second BlobsServer over
 * the same directory writes and reads the same files, so records seeded here are what the functions list.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { fixLocalBlobsServer } from '../../../local-netlify/blobs-fixes.mjs';
import { LEAD_STORES } from '../../../src/lib/lead/storage';
import type { LeadKind } from '../../../src/lib/lead/kinds';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const LOCAL_BLOBS_DIRECTORY = join(ROOT, '.netlify', 'blobs-serve');
const LOCAL_SITE_ID = '0';

export interface LocalBlobs {
  store(name: string): ReturnType<typeof getStore>;
  leads(kind: LeadKind): ReturnType<typeof getStore>;
  /** Deletes every blob of a store. */
  clear(name: string): Promise<void>;
  stop(): Promise<void>;
}

export async function openLocalBlobs(): Promise<LocalBlobs> {
  fixLocalBlobsServer(BlobsServer); // as the server does: complete listings, ETags that follow the bytes
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory: LOCAL_BLOBS_DIRECTORY, token, port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  setEnvironmentContext({ edgeURL: url, uncachedEdgeURL: url, siteID: LOCAL_SITE_ID, token });
  const store = (name: string) => getStore({ name, consistency: 'strong' });
  return {
    store,
    leads: (kind) => store(LEAD_STORES[kind]),
    async clear(name) {
      const s = store(name);
      const { blobs } = await s.list();
      await Promise.all(blobs.map((b) => s.delete(b.key)));
    },
    stop: () => server.stop(),
  };
}

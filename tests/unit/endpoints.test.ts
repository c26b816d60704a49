/**
 * One table of HTTP paths (src/lib/http/endpoints.ts): every routed function's `config.path` (read from the module,
 * as Netlify exports it) is in the table and every path of the table is some function's; the clients' addresses
 * resolve to a route of the table; the sandbox paths are the OpenAPI document's.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parse } from 'yaml';
import { FUNCTION_PATHS, SANDBOX_PATHS, isFunctionRoute as routed } from '~/lib/http/endpoints';
import { LEAD_KINDS, leadDeliveryPath, leadEndpoint, leadItemPath, leadPath } from '~/lib/lead/kinds';
import { UNSUBSCRIBE_PATH, adminSubscriberPath } from '~/lib/newsletter/unsubscribe';
import { ADMIN_SESSION_PATH, ADMIN_STATS_PATH } from '~/lib/admin/contract';
import { EVENTS_PATH } from '~/lib/insights/events';
import { NEWSLETTER_PATH } from '~/lib/newsletter/contract';
import { GEO_PATH } from '~/lib/region';

const names = readdirSync('netlify/functions')
  .filter((f) => f.endsWith('.ts'))
  .map((f) => basename(f, '.ts'));
const declared = async (name: string): Promise<string[]> => {
  const { config } = (await import(`../../netlify/functions/${name}.ts`)) as { config?: { path?: string | string[] } };
  const path = config?.path;
  return path === undefined ? [] : Array.isArray(path) ? path : [path];
};
const table = FUNCTION_PATHS;

describe('function paths', () => {
  it("every function's config.path is its row of the table, and every row is a function's", async () => {
    const byFunction: Record<string, string[]> = {};
    for (const name of names) {
      const paths = await declared(name);
      if (paths.length) byFunction[name] = paths;
    }
    expect(Object.keys(byFunction).sort()).toEqual(Object.keys(table).sort());
    for (const [name, paths] of Object.entries(byFunction)) expect(paths, name).toEqual([...table[name]]);
  }, 60_000);

  it("the clients' addresses are routes of the table", () => {
    for (const kind of LEAD_KINDS) {
      for (const path of [leadPath(kind), leadItemPath(kind, 'l_1 2'), leadDeliveryPath(kind, 'l_1')])
        expect(routed(path), path).toBe(true);
    }
    expect(leadEndpoint('Launchpad Program')).toBe('/api/launchpad');
    expect(leadItemPath('contact', 'a b/c')).toBe('/api/contact/a%20b%2Fc');
    expect(leadDeliveryPath('launchpad', 'x')).toBe('/api/launchpad/x/delivery');
    expect(routed(adminSubscriberPath('s_1'))).toBe(true);
    expect(routed(`${ADMIN_STATS_PATH}?tz=UTC`)).toBe(true);
    for (const path of [GEO_PATH, EVENTS_PATH, NEWSLETTER_PATH, UNSUBSCRIBE_PATH, ADMIN_SESSION_PATH])
      expect(routed(path), path).toBe(true);
    expect(routed('/api/contact/a/b')).toBe(false);
  });

  it('the sandbox paths are the OpenAPI sandbox server plus its operation paths', () => {
    const doc = parse(readFileSync('content-collections/influencer-api/openapi.yaml', 'utf8')) as {
      servers: { url: string; 'x-sandbox'?: boolean }[];
      paths: Record<string, unknown>;
    };
    const base = doc.servers.find((s) => s['x-sandbox'])!.url;
    const fromDoc = Object.keys(doc.paths).map((p) => `${base}${p.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(fromDoc.sort()).toEqual(Object.values(SANDBOX_PATHS).sort());
  });
});

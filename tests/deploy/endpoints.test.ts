// `npm run test:deploy`: the routes of Netlify's built functions manifest (.netlify/functions/manifest.json, made by
// `npm run build:netlify`) are exactly the table of HTTP paths the clients use (src/lib/http/endpoints.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTION_PATHS } from '../../src/lib/http/endpoints';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, '.netlify', 'functions', 'manifest.json'), 'utf8')) as {
  functions: { name: string; routes?: { pattern?: string; literal?: string }[] }[];
};

describe('Netlify build: routes and the endpoint table', () => {
  it('every routed function in the manifest has its row of the table, and every row is a routed function', () => {
    const routed = Object.fromEntries(
      manifest.functions
        .filter((f) => f.routes?.length)
        .map((f) => [f.name, f.routes!.map((r) => r.literal ?? r.pattern).sort()]),
    );
    const table = Object.fromEntries(Object.entries(FUNCTION_PATHS).map(([name, paths]) => [name, [...paths].sort()]));
    expect(routed).toEqual(table);
  });
});

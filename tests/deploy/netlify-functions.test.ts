// `npm run test:deploy` (issue 33): what Netlify's own build (@netlify/build, `npm run build:netlify`) made of
// netlify/functions, read from .netlify/functions/manifest.json and the zips it points to:
// - every function source is bundled, with the route (config.path) or schedule its `export const config` declares;
// - no bundle holds anything of the local runtime or the tooling: no file from local-netlify/, scripts/ or tests/
//   (zip entries, and the modules esbuild bundled into each function, which it names in `// path` comments), and no
//   package that only the local runtime uses (@netlify/dev, the Blobs server, Vite...).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const functionsDir = join(root, 'netlify', 'functions');
const manifestFile = join(root, '.netlify', 'functions', 'manifest.json');

interface ManifestFunction {
  name: string;
  mainFile: string;
  path: string;
  runtime: string;
  schedule?: string;
  routes?: { pattern?: string; literal?: string; expression?: string; methods?: string[] }[];
}

/** The entries of a zip file (central directory; stored or deflated), enough for Netlify's function zips. */
function readZip(file: string): Map<string, () => Buffer> {
  const zip = readFileSync(file);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error(`${file}: not a zip file`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, () => Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: bad central directory`);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, () => {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 8 ? inflateRawSync(data) : Buffer.from(data);
    });
    at = next;
  }
  return entries;
}

/** What a function source declares in `export const config = { ... }`: its paths and schedule (string literals). */
function declared(source: string): { paths: string[]; schedule?: string } {
  const config = /export const config(?::\s*\w+)?\s*=\s*(\{[\s\S]*?\n?\});/.exec(source)?.[1];
  if (!config) return { paths: [] };
  const path = /\bpath:\s*(\[[^\]]*\]|'[^']*')/.exec(config)?.[1] ?? '';
  const schedule = /\bschedule:\s*'([^']*)'/.exec(config)?.[1];
  return { paths: [...path.matchAll(/'([^']*)'/g)].map((m) => m[1]), schedule };
}

// The folders of the local runtime (local-netlify/) and the tooling; nothing of them belongs in a deployed function.
const LOCAL_ONLY_FOLDERS = /^(local-netlify|scripts|tests)\//;

// Packages only the local runtime (npm start, astro dev, the tests) uses; none belongs in a deployed function.
const LOCAL_ONLY_PACKAGES = [
  '@netlify/dev',
  '@netlify/functions-dev',
  '@netlify/vite-plugin',
  '@netlify/build',
  '@netlify/zip-it-and-ship-it',
  'vite',
  'vitest',
  'astro',
  'decap-server',
  'playwright-core',
];

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { functions: ManifestFunction[] };
const sources = readdirSync(functionsDir)
  .filter((f) => ['.ts', '.mts', '.js', '.mjs'].includes(extname(f)))
  .sort();
const byName = new Map(manifest.functions.map((f) => [f.name, f]));

describe('Netlify build: functions manifest', () => {
  it('has one bundled function per source file in netlify/functions, and no other', () => {
    expect(sources.length).toBeGreaterThan(0);
    expect([...byName.keys()].sort()).toEqual(sources.map((f) => basename(f, extname(f))).sort());
    for (const fn of manifest.functions) {
      expect(fn.mainFile).toBe(
        join(
          functionsDir,
          sources.find((s) => basename(s, extname(s)) === fn.name)!,
        ),
      );
      expect(fn.runtime).toBe('js');
    }
  });

  it.each(sources)('%s: the route or schedule its config declares', (file) => {
    const fn = byName.get(basename(file, extname(file)))!;
    const { paths, schedule } = declared(readFileSync(join(functionsDir, file), 'utf8'));
    // Every function is either routed or scheduled (none is reachable only at /.netlify/functions/NAME).
    expect(paths.length > 0 || schedule !== undefined, `${file} declares neither a path nor a schedule`).toBe(true);
    expect(fn.schedule).toBe(schedule);
    const routes = (fn.routes ?? []).map((r) => r.literal ?? r.pattern);
    expect(routes.sort()).toEqual([...paths].sort());
  });
});

describe('Netlify build: function bundles', () => {
  it.each(sources)('%s: nothing from local-netlify/, scripts/, tests/ or the local runtime', (file) => {
    const fn = byName.get(basename(file, extname(file)))!;
    const entries = readZip(fn.path);
    const names = [...entries.keys()];
    expect(names.filter((n) => LOCAL_ONLY_FOLDERS.test(n))).toEqual([]);
    const packages = names.filter((n) => LOCAL_ONLY_PACKAGES.some((p) => n.startsWith(`node_modules/${p}/`)));
    expect(packages).toEqual([]);
    // The Blobs server (@netlify/blobs/server) is the local emulation; functions use the client only.
    expect(names.filter((n) => /^node_modules\/@netlify\/blobs\/dist\/server/.test(n))).toEqual([]);
    // The function's own bundle: esbuild names each module it bundled in a `// path` comment.
    const bundle = names.find((n) => n.startsWith('netlify/functions/'));
    expect(bundle, `${file}: no bundled entry in ${basename(fn.path)}`).toBeDefined();
    const modules = [
      ...entries.get(bundle!)!()
        .toString('utf8')
        .matchAll(/^\/\/ (\S+\.(?:ts|mts|js|mjs))$/gm),
    ].map((m) => m[1]);
    expect(modules).toContain(`netlify/functions/${file}`);
    expect(modules.filter((m) => LOCAL_ONLY_FOLDERS.test(m) || m.includes('/local/'))).toEqual([]);
  });
});

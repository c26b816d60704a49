/**
 * Decap CMS's browser bundle, without Decap's source tree. /cms runs the prebuilt `dist/decap-cms.js` (and its lazily
 * loaded chunks) that the `decap-cms` package ships; the package also declares the dependencies of Decap's own source
 * build (572 packages: webpack, OpenLayers, CodeMirror, the media libraries…), which nothing here uses and which were
 * a third of every `npm install`. So the package is not a dependency: `npm install` runs this script (postinstall),
 * which fetches the pinned tarball through npm (its registry and cache), checks it against the pinned integrity and
 * unpacks the bundle and its package.json (MIT; the tarball has no LICENSE file) into
 * node_modules/.decap-cms/<version>/. `src/integrations/decap-cms.ts` copies the bundle into dist/ at build time and
 * serves it in `astro dev`.
 *
 * To update Decap: set DECAP_CMS.version and .integrity (`npm view decap-cms@<version> dist.integrity`), run
 * `npm install`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DECAP_CMS = {
  version: '3.16.3',
  integrity: 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Where the bundle lives once installed: `dist/` (the browser files) and `package.json`. */
export const decapBundleDir = () => join(ROOT, 'node_modules', '.decap-cms', DECAP_CMS.version);

/** The files of Decap's browser bundle that a visitor of /cms may load (the main file and its numbered chunks). */
export const isDecapAsset = (name) => /^(?:\d+\.)?decap-cms\.js$/.test(name);

const MARKER = '.integrity';

/** True when the pinned bundle is unpacked in `dir` (its marker names the pinned integrity). */
export function decapBundleInstalled(dir = decapBundleDir(), integrity = DECAP_CMS.integrity) {
  const marker = join(dir, MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8') === integrity;
}

/** The SRI string (sha512-<base64>) of a file's bytes. */
export const sha512 = (file) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/**
 * Unpacks Decap's bundle from a `decap-cms` tarball into `dir`, after checking the tarball's integrity. Written in a
 * sibling folder first and renamed into place, so `dir` is either complete or absent.
 */
export function unpackDecapBundle(tarball, dir = decapBundleDir(), integrity = DECAP_CMS.integrity) {
  const found = sha512(tarball);
  if (found !== integrity) {
    throw new Error(`decap-cms ${DECAP_CMS.version}: the tarball's integrity is ${found}, expected ${integrity}`);
  }
  mkdirSync(dirname(dir), { recursive: true });
  const work = mkdtempSync(`${dir}.partial-`);
  try {
    run('tar', ['-xzf', tarball, '-C', work, '--wildcards', 'package/dist/*decap-cms.js', 'package/package.json']);
    for (const name of readdirSync(join(work, 'package', 'dist'))) {
      if (!isDecapAsset(name)) rmSync(join(work, 'package', 'dist', name));
    }
    if (!existsSync(join(work, 'package', 'dist', 'decap-cms.js'))) {
      throw new Error(`decap-cms ${DECAP_CMS.version}: the tarball has no dist/decap-cms.js`);
    }
    writeFileSync(join(work, 'package', MARKER), integrity);
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Fetches the pinned tarball through npm (registry and cache as configured) and unpacks it, unless already there. */
export function installDecapBundle(dir = decapBundleDir()) {
  if (decapBundleInstalled(dir)) return { installed: false, dir };
  const downloads = mkdtempSync(join(tmpdir(), 'decap-cms-'));
  try {
    // The npm that runs `npm install` (npm_execpath) when there is one, else the npm on PATH.
    const [npm, ...cli] = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
    const pack = ['pack', `decap-cms@${DECAP_CMS.version}`, '--json', '--pack-destination', downloads];
    const out = run(npm, [...cli, ...pack], downloads);
    const [{ filename }] = JSON.parse(out.slice(out.indexOf('[')));
    unpackDecapBundle(join(downloads, filename), dir);
    return { installed: true, dir };
  } finally {
    rmSync(downloads, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { installed, dir } = installDecapBundle();
    const files = readdirSync(join(dir, 'dist')).length;
    console.log(`Decap CMS ${DECAP_CMS.version}: ${installed ? 'unpacked' : 'already in'} ${dir} (${files} files)`);
  } catch (error) {
    console.error(`Decap CMS bundle: ${error.message}`);
    process.exit(1);
  }
}

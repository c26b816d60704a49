/**
 * Decap CMS's browser bundle, unpacked by `npm install` (scripts/decap-bundle.mjs) from the pinned `decap-cms`
 * tarball: only a tarball with the pinned integrity is unpacked, only the files /cms may load are kept, and the folder
 * is complete or absent.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DECAP_CMS,
  decapBundleDir,
  decapBundleInstalled,
  sha512,
  unpackDecapBundle,
} from '../../scripts/decap-bundle.mjs';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'decap-bundle-test-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A tarball laid out as npm's: every file under package/. */
function tarball(files: Record<string, string>): string {
  const src = join(work, 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(src, 'package', path, '..'), { recursive: true });
    writeFileSync(join(src, 'package', path), text);
  }
  const file = join(work, 'decap-cms.tgz');
  execFileSync('tar', ['-czf', file, '-C', src, 'package']);
  return file;
}

const BUNDLE = {
  'package.json': '{"name":"decap-cms","license":"MIT"}',
  'README.md': 'readme',
  'dist/decap-cms.js': 'main',
  'dist/decap-cms.js.map': 'map',
  'dist/103.decap-cms.js': 'chunk',
  'dist/103.cms.js': 'the other build',
  'dist/sw.decap-cms.js': 'not a numbered chunk',
  'dist/wasm.wasm': 'encoder',
};

describe('the Decap CMS bundle', () => {
  it('unpacks the browser files and package.json of a tarball with the expected integrity, and nothing else', () => {
    const file = tarball(BUNDLE);
    const dir = join(work, 'out', DECAP_CMS.version);
    unpackDecapBundle(file, dir, sha512(file));
    expect(readdirSync(join(dir, 'dist')).sort()).toEqual(['103.decap-cms.js', 'decap-cms.js']);
    expect(readdirSync(dir).sort()).toEqual(['.integrity', 'dist', 'package.json']);
    expect(decapBundleInstalled(dir, sha512(file))).toBe(true);
    // Another pin (an updated DECAP_CMS) is not satisfied by this folder: npm install unpacks the new one.
    expect(decapBundleInstalled(dir, DECAP_CMS.integrity)).toBe(false);
    expect(readdirSync(join(work, 'out'))).toEqual([DECAP_CMS.version]);
  });

  it('refuses a tarball whose bytes differ from the pin, naming both integrities, and writes nothing', () => {
    const file = tarball(BUNDLE);
    const dir = join(work, 'out', DECAP_CMS.version);
    expect(() => unpackDecapBundle(file, dir)).toThrow(
      `decap-cms ${DECAP_CMS.version}: the tarball's integrity is ${sha512(file)}, expected ${DECAP_CMS.integrity}`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a tarball without dist/decap-cms.js and leaves no partial folder', () => {
    const file = tarball({ 'package.json': '{}', 'dist/103.decap-cms.js': 'chunk' });
    const dir = join(work, 'out', DECAP_CMS.version);
    expect(() => unpackDecapBundle(file, dir, sha512(file))).toThrow('the tarball has no dist/decap-cms.js');
    expect(readdirSync(join(work, 'out'))).toEqual([]);
  });

  it('replaces an older unpacked folder in place', () => {
    const dir = join(work, 'out', DECAP_CMS.version);
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'dist', '7.decap-cms.js'), 'stale');
    const file = tarball(BUNDLE);
    unpackDecapBundle(file, dir, sha512(file));
    expect(readdirSync(join(dir, 'dist')).sort()).toEqual(['103.decap-cms.js', 'decap-cms.js']);
  });

  it('is installed in this checkout by npm install (postinstall), at the pinned version', () => {
    expect(decapBundleInstalled()).toBe(true);
    expect(decapBundleDir()).toMatch(
      new RegExp(`node_modules/\\.decap-cms/${DECAP_CMS.version.replaceAll('.', '\\.')}$`),
    );
    expect(existsSync(join(decapBundleDir(), 'dist', 'decap-cms.js'))).toBe(true);
  });
});

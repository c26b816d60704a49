// The committed package-lock.json holds every platform's optional packages (issue 33): each optional dependency that a
// locked package declares (esbuild's, rollup's, sharp's, @tailwindcss/oxide's, @astrojs/compiler-binding's,
// pagefind's binaries for macOS, Windows, musl, wasm...) is itself locked, at a version its range accepts, where Node
// would resolve it. A lockfile without them is rewritten by `npm install` on a fresh clone (the tree is dirty before
// anyone changed anything) and `npm ci` fails on those platforms. .ci/run proves the same end to end (a fresh
// `npm install` leaves `git status` clean); this test says which package is missing before CI does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}
type Packages = Record<string, LockedPackage>;

function parse(version: string): number[] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? match.slice(1).map(Number) : null;
}

/**
 * Whether `version` satisfies `range` for the forms optional dependencies use here: `1.2.3`, `^1.2.3`, `~1.2.3` and
 * x-ranges (`2.x`, `2.1.x`). Any other form is not checked (only the package's presence is).
 */
function satisfies(version: string, range: string): boolean {
  const xRange = /^(\d+)\.(x|\d+)(?:\.x)?$/.exec(range);
  if (xRange) range = xRange[2] === 'x' ? `^${xRange[1]}.0.0` : `~${xRange[1]}.${xRange[2]}.0`;
  const operator = /^[\^~]/.test(range) ? range[0] : '';
  const want = parse(range.slice(operator.length));
  const have = parse(version);
  if (!want) return true;
  if (!have) return false;
  const [major, minor, patch] = have;
  const [wMajor, wMinor, wPatch] = want;
  const notBelow = major !== wMajor ? major > wMajor : minor !== wMinor ? minor > wMinor : patch >= wPatch;
  if (operator === '') return major === wMajor && minor === wMinor && patch === wPatch;
  if (operator === '~') return notBelow && major === wMajor && minor === wMinor;
  // ^: the left-most non-zero part stays the same.
  if (wMajor !== 0) return notBelow && major === wMajor;
  if (wMinor !== 0) return notBelow && major === 0 && minor === wMinor;
  return major === 0 && minor === 0 && patch === wPatch;
}

/** Where Node would find `name` from the package at `from`: its own node_modules, then each ancestor's, then the root. */
function resolve(packages: Packages, from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** Every optional dependency of a locked package that is not locked where it resolves, at a version its range accepts. */
function missingOptionalPackages(packages: Packages): string[] {
  const missing: string[] = [];
  for (const [path, pkg] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
      const found = resolve(packages, path, name);
      const version = found ? packages[found]?.version : undefined;
      if (!found || !version || !satisfies(version, range)) {
        missing.push(`${path || '(root)'} -> ${name}@${range}${found ? ` (found ${version ?? '?'} at ${found})` : ''}`);
      }
    }
  }
  return missing;
}

describe('package-lock.json', () => {
  it('locks every optional (platform) package that a locked package declares', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Packages };
    expect(missingOptionalPackages(lock.packages)).toEqual([]);
  });

  it('reports a platform package that is missing, or locked at a version the range does not accept', () => {
    const packages: Packages = {
      '': {},
      'node_modules/esbuild': {
        version: '0.27.0',
        optionalDependencies: { '@esbuild/linux-x64': '0.27.0', '@esbuild/darwin-arm64': '0.27.0' },
      },
      'node_modules/@esbuild/linux-x64': { version: '0.27.0' },
      'node_modules/binding': { version: '0.5.1', optionalDependencies: { 'binding-darwin': '0.5.1' } },
      // Hoisted at the version another package wanted; binding@0.5.1 needs its own copy under node_modules/binding.
      'node_modules/binding-darwin': { version: '0.4.1' },
      'node_modules/tool': { version: '1.0.0', optionalDependencies: { 'tool-win': '^1.2.0', 'tool-mac': '~2.1.0' } },
      'node_modules/tool-win': { version: '1.9.3' },
      'node_modules/tool/node_modules/tool-mac': { version: '2.1.4' },
    };
    expect(missingOptionalPackages(packages)).toEqual([
      'node_modules/esbuild -> @esbuild/darwin-arm64@0.27.0',
      'node_modules/binding -> binding-darwin@0.5.1 (found 0.4.1 at node_modules/binding-darwin)',
    ]);
    packages['node_modules/binding/node_modules/binding-darwin'] = { version: '0.5.1' };
    packages['node_modules/@esbuild/darwin-arm64'] = { version: '0.27.0' };
    expect(missingOptionalPackages(packages)).toEqual([]);
    expect(satisfies('0.2.9', '^0.2.3')).toBe(true);
    expect(satisfies('0.3.0', '^0.2.3')).toBe(false);
    expect(satisfies('2.2.0', '~2.1.0')).toBe(false);
    expect(satisfies('2.0.7', '2.x')).toBe(true);
    expect(satisfies('3.0.0', '2.x')).toBe(false);
    expect(satisfies('2.1.9', '2.1.x')).toBe(true);
    expect(satisfies('2.2.0', '2.1.x')).toBe(false);
  });
});

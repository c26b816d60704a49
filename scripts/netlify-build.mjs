/**
 * `npm run build:netlify`: Netlify's own build (@netlify/build, offline, no Netlify account) over this project, as a
 * deploy would run it: it reads netlify.toml, bundles every function in netlify/functions with esbuild into
 * .netlify/functions/ (one zip each) and writes .netlify/functions/manifest.json (name, route or schedule, bundled
 * files). tests/deploy/netlify-functions.test.ts checks that manifest and the zips.
 * The site itself is not rebuilt: netlify.toml's build command (`npm run build`) is left out of a copy of the file
 * (.netlify/netlify-build.toml), so the existing dist/ is what it "publishes"; run `npm run build` first.
 * NETLIFY_BUILD_WITH_COMMAND=1 runs the build command too (the full deploy build, about a minute longer).
 */
import buildSite from '@netlify/build';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const withCommand = process.env.NETLIFY_BUILD_WITH_COMMAND === '1';

let config = join(root, 'netlify.toml');
if (!withCommand) {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    console.error(
      'dist/ is missing: run `npm run build` first (or NETLIFY_BUILD_WITH_COMMAND=1 npm run build:netlify).',
    );
    process.exit(1);
  }
  const toml = readFileSync(config, 'utf8');
  const command = /^[ \t]*command[ \t]*=.*\n/m;
  if (!command.test(toml)) throw new Error('netlify.toml has no build command line to leave out');
  mkdirSync(join(root, '.netlify'), { recursive: true });
  config = join(root, '.netlify', 'netlify-build.toml');
  writeFileSync(config, toml.replace(command, ''));
}

const started = Date.now();
const { success, severityCode } = await buildSite({
  cwd: root,
  repositoryRoot: root,
  config,
  offline: true,
  telemetry: false,
  mode: 'cli',
  context: 'production',
  env: { ASTRO_TELEMETRY_DISABLED: '1' },
});
console.log(
  `Netlify build ${success ? 'succeeded' : `failed (severity ${severityCode})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(success ? 0 : 1);

/**
 * The OpenAPI document on disk (Node only: the build, the tests and the sandbox functions). It is read once per
 * process; `{host}` is replaced with the production API host from the configuration.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { site } from '../../config/site';
import { withHost, type OpenApiDoc } from './openapi';

/** Relative to the project root (also listed in netlify.toml's `included_files` for the sandbox functions). */
export const OPENAPI_FILE = 'content-collections/influencer-api/openapi.yaml';

/** The file: from the working directory (build, tests, Netlify's function root), else above this module. */
export function openApiPath(): string {
  const candidates = [resolve(process.cwd(), OPENAPI_FILE)];
  try {
    let dir = dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++, dir = dirname(dir)) candidates.push(join(dir, OPENAPI_FILE));
  } catch {
    // import.meta.url is not a file URL (bundled): the working directory is the only place.
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${OPENAPI_FILE} not found (looked in ${candidates[0]})`);
  return found;
}

/** The document as written (with `{host}`), parsed from YAML. */
export function readRawOpenApi(path = openApiPath()): OpenApiDoc {
  return parse(readFileSync(path, 'utf8')) as OpenApiDoc;
}

let cached: OpenApiDoc | undefined;

/** The document as served: `{host}` filled with site.apiHost. */
export function loadOpenApi(): OpenApiDoc {
  cached ??= withHost(readRawOpenApi(), site.apiHost);
  return cached;
}

/**
 * The OpenAPI document on disk (Node only: the build, the tests and the sandbox functions). It is read once per
 * process; `{host}` is replaced with the production API host from the configuration and the fact placeholders
 * (`{searchTokenUnit}`, ...) with content-collections/facts/facts.yaml.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { site } from '../../config/site';
import { withHost, type OpenApiDoc } from './openapi';
import { fillFacts } from '../facts/facts';
import { projectFile } from '../content/project-file';

/** Relative to the project root (also listed in netlify.toml's `included_files` for the sandbox functions). */
export const OPENAPI_FILE = 'content-collections/influencer-api/openapi.yaml';

/** The file: from the working directory (build, tests, Netlify's function root), else above this module. */
export function openApiPath(): string {
  return projectFile(OPENAPI_FILE);
}

/** The document as written (with `{host}`), parsed from YAML. */
export function readRawOpenApi(path = openApiPath()): OpenApiDoc {
  return parse(readFileSync(path, 'utf8')) as OpenApiDoc;
}

let cached: OpenApiDoc | undefined;

/** The document as served: `{host}` filled with site.apiHost. */
export function loadOpenApi(): OpenApiDoc {
  cached ??= withHost(fillFacts(readRawOpenApi()), site.apiHost);
  return cached;
}

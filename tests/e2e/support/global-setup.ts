/**
 * Starts the built site with functions and Blobs (scripts/serve.mjs) once for the whole e2e run.
 * scripts/e2e.mjs builds first; E2E_BASE_URL points the tests at an already running server instead.
 */
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serve.mjs';

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    return;
  }
  process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
  const server = await startServer({ port: Number(process.env.E2E_PORT ?? 8890), quiet: true });
  project.provide('baseUrl', server.url);
  project.provide('adminPassword', process.env.ADMIN_PASSWORD!);
  return async () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
  }
}

/**
 * Starts the built site with functions and Blobs (scripts/serve.mjs) once for the whole e2e run.
 * scripts/e2e.mjs builds first; E2E_BASE_URL points the tests at an already running server instead.
 */
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/serve.mjs';

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    // The external server's LEAD_WEBHOOK_URL must point at this port for tests/e2e/lead-operations.e2e.ts.
    project.provide('webhook', { port: Number(process.env.E2E_WEBHOOK_PORT ?? 8892), secret: process.env.LEAD_WEBHOOK_SECRET ?? '' });
    return;
  }
  process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
  // Issue #12: leads go to a local webhook receiver that tests/e2e/lead-operations.e2e.ts runs on this port (when it
  // is not running, deliveries fail and are retried like any unreachable receiver). Short delays keep runs fast.
  const e2ePort = Number(process.env.E2E_PORT ?? 8890);
  process.env.E2E_WEBHOOK_PORT ??= String(e2ePort + 2 === Number(process.env.BUDGETS_PORT) ? e2ePort + 3 : e2ePort + 2);
  process.env.LEAD_WEBHOOK_URL ??= `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/e2e-leads`;
  process.env.LEAD_WEBHOOK_SECRET ??= 'e2e-webhook-secret';
  process.env.LEAD_WEBHOOK_RETRY_DELAYS_MS ??= '200,400';
  process.env.LEAD_WEBHOOK_BACKOFF_MS ??= '500';
  process.env.LOCAL_SCHEDULE_MS ??= '1500';
  // vitest.e2e.config.ts has two projects, and each runs this setup: they share one server, closed by the last.
  const shared = globalThis as typeof globalThis & { __e2eServer?: ReturnType<typeof startServer>; __e2eUsers?: number };
  shared.__e2eServer ??= startServer({ port: Number(process.env.E2E_PORT ?? 8890), quiet: true });
  const server = await shared.__e2eServer;
  shared.__e2eUsers = (shared.__e2eUsers ?? 0) + 1;
  project.provide('baseUrl', server.url);
  project.provide('adminPassword', process.env.ADMIN_PASSWORD!);
  project.provide('webhook', { port: Number(process.env.E2E_WEBHOOK_PORT), secret: process.env.LEAD_WEBHOOK_SECRET! });
  return async () => {
    shared.__e2eUsers = (shared.__e2eUsers ?? 1) - 1;
    if (shared.__e2eUsers === 0) await server.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    webhook: { port: number; secret: string };
  }
}

/**
 * Starts the built site with functions and Blobs (local-netlify/serve.mjs) once for the whole run, on E2E_PORT.
 * scripts/e2e.mjs builds first (SKIP_BUILD=1 skips that); E2E_BASE_URL points the tests at a server already running.
 * What the tests need to know travels in environment variables, which the workers inherit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../local-netlify/serve.mjs';
import { DEFAULT_PORTS, e2ePort, e2eWebhookPort } from '../../../local-netlify/ports.mjs';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  // The route gate's record of the lead dialogs audited in this run (support/route-gate.ts, claimLeadDialog).
  const claims = mkdtempSync(join(tmpdir(), 'route-gate-'));
  process.env.ROUTE_GATE_CLAIMS = claims;
  const removeClaims = () => rmSync(claims, { recursive: true, force: true });
  if (process.env.E2E_BASE_URL) {
    // The external server's LEAD_WEBHOOK_URL must point at E2E_WEBHOOK_PORT for lead-operations.e2e.ts.
    process.env.E2E_WEBHOOK_PORT ??= String(DEFAULT_PORTS.e2e + 2);
    return async () => removeClaims();
  }
  const port = e2ePort();
  process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';
  // Leads go to the local webhook receiver that lead-operations.e2e.ts runs on this port (while it is down,
  // deliveries fail and are retried like any unreachable receiver). Short delays keep runs fast.
  process.env.E2E_WEBHOOK_PORT ??= String(e2eWebhookPort());
  process.env.LEAD_WEBHOOK_URL ??= `http://127.0.0.1:${process.env.E2E_WEBHOOK_PORT}/e2e-leads`;
  process.env.LEAD_WEBHOOK_SECRET ??= 'e2e-webhook-secret';
  process.env.LEAD_WEBHOOK_RETRY_DELAYS_MS ??= '200,400';
  process.env.LEAD_WEBHOOK_BACKOFF_MS ??= '500';
  process.env.LOCAL_SCHEDULE_MS ??= '1500';
  // The tests act as many clients through X-Forwarded-For: loopback is a trusted proxy here (local-netlify/context.mjs).
  process.env.TRUSTED_PROXIES ??= '127.0.0.1,::1';
  const server = await startServer({ port, quiet: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_OWN_SERVER = '1';
  return async () => {
    await server.close();
    removeClaims();
  };
}

/**
 * The console of `npm start` / `npm run serve`: short lines, no stack trace for the expected failures (a busy port,
 * a missing build), the URL and the admin password at the end.
 */
export function readyLines({ url, generated }) {
  const lines = [`  Site, functions and Blobs: ${url}`];
  if (generated.ADMIN_PASSWORD)
    lines.push(`  Admin password for this run: ${generated.ADMIN_PASSWORD} (set ADMIN_PASSWORD in .env to choose one)`);
  else lines.push(`  Admin: ${url}/admin (password from ADMIN_PASSWORD)`);
  if (generated.mailbox) lines.push(`  Lead e-mails are caught locally: one .eml file each in ${generated.mailbox}`);
  lines.push('  Press Ctrl+C to stop.');
  return lines;
}

/**
 * The process-level guard of a long-running local server: an error no request handler caught (a stream event, a
 * timer, a promise nobody awaited) is logged in one line and the server keeps serving, as a platform's function
 * instance would be replaced rather than the whole site going down. Installed once per process.
 */
export function guardProcess(log = console.error) {
  if (globalThis.__localServerGuard) return;
  globalThis.__localServerGuard = true;
  const report = (what) => (err) =>
    log(`[serve] ${what}, still serving: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
  process.on('uncaughtException', report('uncaught error'));
  process.on('unhandledRejection', report('unhandled rejection'));
}

/** Starts the server, prints where it runs, stops cleanly on Ctrl+C; expected failures print one sentence. */
export async function runServerCli({ startServer, PortInUseError, options = {}, onStart = () => {} }) {
  let server;
  try {
    server = await startServer({ host: process.env.HOST || 'localhost', quiet: true, ...options });
  } catch (err) {
    const expected = err instanceof PortInUseError || err?.expected === true;
    console.error(
      `\n  ${expected ? err.message : `Could not start the server: ${err instanceof Error ? err.stack : err}`}\n`,
    );
    process.exit(1);
  }
  guardProcess();
  onStart(server);
  console.log(`\n${readyLines(server).join('\n')}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return server;
}

/**
 * A local SMTP server that accepts every message and keeps it (issue 54): `npm start` runs one so the lead e-mails
 * can be read offline (each message also written as an .eml file to a folder), and the function tests and the receipts
 * bench send to one in process. smtp-server receives, mailparser reads the message. No authentication, no TLS:
 * it listens on 127.0.0.1 only.
 */
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {{ to: string, from: string, subject: string, text: string, messageId: string, raw: string }} CaughtMail
 * @typedef {{ port: number, url: string, messages: CaughtMail[], down(): Promise<void>, up(): Promise<void>,
 *   stop(): Promise<void> }} MailCatcher
 */

/**
 * Starts the catcher on `port` (0: any free port). `dir`: also write each message there as `<n>-<message id>.eml`.
 * Returns `{ port, url, messages, stop(), down(), up() }`: `messages` holds `{ to, from, subject, text, messageId, raw }`
 * in arrival order; `down()` closes the port (a server that is down), `up()` listens on it again.
 */
/** @param {{ port?: number, dir?: string | null }} [options] @returns {Promise<MailCatcher>} */
export async function startMailCatcher({ port = 0, dir = null } = {}) {
  /** @type {CaughtMail[]} */
  const messages = [];
  if (dir) await mkdir(dir, { recursive: true });
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      size: 1024 * 1024,
      onData(stream, _session, callback) {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('error', callback);
        stream.on('end', async () => {
          try {
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            const message = {
              to: parsed.to
                ? [parsed.to]
                    .flat()
                    .map((a) => a.text)
                    .join(', ')
                : '',
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              raw: raw.toString('utf8'),
            };
            messages.push(message);
            if (dir) {
              const safeId = message.messageId.replace(/[^A-Za-z0-9.@-]/g, '');
              await writeFile(join(dir, `${String(messages.length).padStart(5, '0')}-${safeId}.eml`), raw);
            }
            callback();
          } catch (err) {
            callback(err);
          }
        });
      },
    });
  let server = make();
  const listen = (p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve(server.server.address().port));
    });
  const close = () => new Promise((resolve) => server.close(() => resolve()));
  const bound = await listen(port);
  let up = true;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    async down() {
      if (!up) return;
      up = false;
      await close();
    },
    async up() {
      if (up) return;
      server = make();
      await listen(bound);
      up = true;
    },
    async stop() {
      if (up) await close();
      up = false;
    },
  };
}

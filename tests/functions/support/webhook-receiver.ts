/**
 * A real local HTTP receiver for the lead webhook. It listens on an ephemeral port that stays the same
 * when it goes `down()` (the port is closed: connection refused) and comes back `up()`. `answer` decides each
 * reply's status; `hold()` keeps requests waiting until `release()`.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { type: string; kind: string; lead: Record<string, unknown> & { id: string }; text: string };
  status: number;
  /** When the request had fully arrived (ms). */
  at: number;
}

export function validSignature(raw: string, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw, 'utf8').digest('hex'));
  const given = Buffer.from(header.slice(7));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class WebhookReceiver {
  received: Received[] = [];
  /** The status to answer a request with (default 200). */
  answer: (body: Received['body'], count: number) => number = () => 200;
  port = 0;
  private server: Server | null = null;
  private held: (() => void)[] = [];
  private holding = false;
  private arrivals: (() => void)[] = [];

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  async up(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = JSON.parse(raw) as Received['body'];
        const count = this.received.filter((r) => r.body.lead.id === body.lead.id).length;
        const status = this.answer(body, count);
        const entry: Received = { headers: req.headers, raw, body, status, at: Date.now() };
        this.received.push(entry);
        this.arrivals.splice(0).forEach((f) => f());
        const reply = () => res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
        if (this.holding) this.held.push(reply);
        else reply();
      });
    });
    await new Promise<void>((ok, fail) => server.once('error', fail).listen(this.port, '127.0.0.1', () => ok()));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  }

  hold() {
    this.holding = true;
  }

  release() {
    this.holding = false;
    this.held.splice(0).forEach((f) => f());
  }

  /** Resolves once at least `n` requests have arrived. */
  async waitFor(n: number): Promise<void> {
    while (this.received.length < n) await new Promise<void>((ok) => this.arrivals.push(ok));
  }

  /** Lead ids acknowledged with a 2xx. */
  acknowledged(): Set<string> {
    return new Set(this.received.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.body.lead.id));
  }
}

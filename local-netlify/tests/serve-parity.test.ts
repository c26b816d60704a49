/**
 * Parity of `npm start`'s warm function path (local-netlify/functions.mjs) with @netlify/dev's own function path
 * (a fresh build and worker per call): the same requests (every endpoint, every status code it can answer except
 * 503, which needs the Blobs server to fail mid-run) go through both servers, each with its own empty Blobs store,
 * and the status, the headers that matter and the JSON bodies (ids and timestamps normalised) must be equal.
 * Each function's sequence runs in order; the functions run side by side (@netlify/dev cannot run two calls of one
 * function at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../serve.mjs';
import { startChildServer } from '../serve-child.mjs';
import { LAUNCHPAD_SUBMISSION as lead } from '../../tests/functions/support/lead-fixtures';

const ROOT = resolve(import.meta.dirname, '../..');
const PASSWORD = 'parity-admin-password';

interface Server {
  url: string;
  close(): Promise<void>;
}
interface Step {
  method?: string;
  path: string | ((state: State) => string);
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  ip?: string;
  cookie?: boolean;
  origin?: 'self' | 'foreign';
}
interface State {
  base: string;
  cookie: string;
  ids: Record<string, string>;
}
interface Seen {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const IMPORTANT_HEADERS = [
  'content-type',
  'cache-control',
  'allow',
  'retry-after',
  'idempotent-replayed',
  'vary',
  'x-content-type-options',
  'set-cookie',
];

function leadSteps(kind: 'contact' | 'launchpad', ipBase: string): Step[] {
  return [
    { method: 'POST', path: `/api/${kind}`, body: lead, ip: `${ipBase}.1` },
    { method: 'POST', path: `/api/${kind}`, body: lead, ip: `${ipBase}.1` },
    { method: 'POST', path: `/api/${kind}`, body: lead, ip: `${ipBase}.1` }, // 429: SUBMISSION_RATE_LIMIT is 2
    { method: 'POST', path: `/api/${kind}`, body: { ...lead, email: 'not-an-email', name: '' }, ip: `${ipBase}.2` },
    { method: 'POST', path: `/api/${kind}`, body: [1, 2], ip: `${ipBase}.2` },
    {
      method: 'POST',
      path: `/api/${kind}`,
      raw: 'name=Asha',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ip: `${ipBase}.2`,
    },
    { method: 'POST', path: `/api/${kind}`, raw: '{"name":', ip: `${ipBase}.2` },
    {
      method: 'POST',
      path: `/api/${kind}`,
      raw: JSON.stringify({ ...lead, message: 'x'.repeat(40_000) }),
      ip: `${ipBase}.2`,
    },
    {
      method: 'POST',
      path: `/api/${kind}`,
      body: lead,
      headers: { 'idempotency-key': `parity-${kind}` },
      ip: `${ipBase}.3`,
    },
    {
      method: 'POST',
      path: `/api/${kind}`,
      body: lead,
      headers: { 'idempotency-key': `parity-${kind}` },
      ip: `${ipBase}.3`,
    },
    {
      method: 'POST',
      path: `/api/${kind}`,
      body: lead,
      headers: { 'idempotency-key': 'k'.repeat(201) },
      ip: `${ipBase}.3`,
    },
    { method: 'POST', path: `/api/${kind}`, body: { ...lead, botField: 'spam' }, ip: `${ipBase}.4` },
    { method: 'GET', path: `/api/${kind}` },
    { method: 'PUT', path: `/api/${kind}`, body: lead },
  ];
}

/** The admin session sequence: also lists and updates leads (after the lead groups have stored some). */
const adminSteps: Step[] = [
  { method: 'GET', path: '/api/admin/session' },
  { method: 'POST', path: '/api/admin/session', body: { password: PASSWORD }, origin: 'foreign' },
  { method: 'POST', path: '/api/admin/session', body: { password: PASSWORD } },
  { method: 'POST', path: '/api/admin/session', body: {}, origin: 'self' },
  { method: 'POST', path: '/api/admin/session', raw: 'nope', origin: 'self' },
  ...Array.from({ length: 10 }, (): Step => ({
    method: 'POST',
    path: '/api/admin/session',
    body: { password: 'wrong' },
    origin: 'self',
    ip: '198.51.100.9',
  })),
  { method: 'POST', path: '/api/admin/session', body: { password: PASSWORD }, origin: 'self', ip: '198.51.100.9' }, // 429
  { method: 'POST', path: '/api/admin/session', body: { password: PASSWORD }, origin: 'self', cookie: true },
  { method: 'GET', path: '/api/admin/session', cookie: true },
  { method: 'PUT', path: '/api/admin/session', cookie: true },
  {
    method: 'PATCH',
    path: '/api/contact/1700000000000-aaaaaaaaaaaa',
    body: { status: 'reviewed' },
    origin: 'self',
    cookie: true,
  },
  { method: 'PATCH', path: '/api/contact/not-an-id', body: { status: 'reviewed' }, origin: 'self', cookie: true },
  { method: 'PATCH', path: '/api/contact/1700000000000-aaaaaaaaaaaa', body: { status: 'reviewed' }, origin: 'self' },
  {
    method: 'PATCH',
    path: '/api/contact/1700000000000-aaaaaaaaaaaa',
    body: { status: 'reviewed' },
    origin: 'foreign',
    cookie: true,
  },
  {
    method: 'PATCH',
    path: (s) => `/api/launchpad/${s.ids.stored}`,
    body: { status: 'maybe' },
    origin: 'self',
    cookie: true,
  },
  { method: 'PATCH', path: (s) => `/api/launchpad/${s.ids.stored}`, raw: '{', origin: 'self', cookie: true },
  {
    method: 'PATCH',
    path: (s) => `/api/launchpad/${s.ids.stored}`,
    body: { status: 'reviewed' },
    origin: 'self',
    cookie: true,
  },
  { method: 'GET', path: '/api/launchpad/1700000000000-aaaaaaaaaaaa', cookie: true },
  { method: 'DELETE', path: '/api/admin/session', origin: 'self', cookie: true },
];

const groups: Record<string, Step[]> = {
  geo: [
    { path: '/api/geo', ip: '192.0.2.10' },
    { path: '/api/geo?country=in', ip: '192.0.2.10' },
    { path: '/api/geo?country=zz1', ip: '192.0.2.10' },
    { method: 'POST', path: '/api/geo', body: {} },
  ],
  contact: leadSteps('contact', '203.0.113'),
  newsletter: [
    { method: 'POST', path: '/api/newsletter', body: { email: 'Reader@Example.com ' }, ip: '198.18.0.1' },
    { method: 'POST', path: '/api/newsletter', body: { email: 'reader@example.com' }, ip: '198.18.0.2' },
    { method: 'POST', path: '/api/newsletter', body: { email: 'nope' }, ip: '198.18.0.3' },
    {
      method: 'POST',
      path: '/api/newsletter',
      raw: 'email=x',
      headers: { 'content-type': 'text/plain' },
      ip: '198.18.0.3',
    },
    {
      method: 'POST',
      path: '/api/newsletter',
      raw: JSON.stringify({ email: `${'a'.repeat(40_000)}@example.com` }),
      ip: '198.18.0.3',
    },
    { method: 'POST', path: '/api/newsletter', body: { email: 'second@example.com' }, ip: '198.18.0.1' },
    { method: 'POST', path: '/api/newsletter', body: { email: 'third@example.com' }, ip: '198.18.0.1' }, // 429
    { method: 'GET', path: '/api/newsletter' },
  ],
};

/** Ids and times differ between runs: replace them with placeholders. */
function normalise(value: unknown): unknown {
  if (typeof value === 'string') {
    if (/^\d{13}-[0-9a-f]{12}$/.test(value)) return '<id>';
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)) return '<time>';
    return value;
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

async function send(state: State, step: Step): Promise<Seen> {
  const headers: Record<string, string> = {
    ...(step.body !== undefined || step.raw !== undefined ? { 'content-type': 'application/json' } : {}),
    ...step.headers,
  };
  if (step.ip) headers['x-forwarded-for'] = step.ip;
  if (step.origin) headers.origin = step.origin === 'self' ? state.base : 'http://evil.example';
  if (step.cookie && state.cookie) headers.cookie = state.cookie;
  const path = typeof step.path === 'function' ? step.path(state) : step.path;
  const res = await fetch(state.base + path, {
    method: step.method ?? 'GET',
    headers,
    body: step.raw ?? (step.body === undefined ? undefined : JSON.stringify(step.body)),
    redirect: 'manual',
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie();
  if (setCookie.length) state.cookie = setCookie[0].split(';')[0];
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: compared as text
  }
  const id = (body as { id?: string } | null)?.id;
  if (res.status === 201 && path === '/api/launchpad' && id && !('idempotent-replayed' in headers))
    state.ids.stored ??= id;
  const seen: Record<string, string> = {};
  for (const name of IMPORTANT_HEADERS) {
    const v =
      name === 'set-cookie' ? setCookie.map((c) => c.replace(/=[^;]*/, '=<value>')).join(' | ') : res.headers.get(name);
    // Retry-After counts down from the first hit: its presence and form matter, not the second it was read.
    if (v) seen[name] = name === 'retry-after' && /^[1-9]\d*$/.test(v) ? '<seconds>' : v;
  }
  return { status: res.status, headers: seen, body: normalise(body) };
}

async function runAll(base: string): Promise<Record<string, Seen[]>> {
  const state: State = { base, cookie: '', ids: {} };
  const out: Record<string, Seen[]> = {};
  const runGroup = async (name: string, steps: Step[]) => {
    out[name] = [];
    for (const step of steps) out[name].push(await send(state, step));
  };
  // Leads first (in parallel with geo and newsletter), then the admin sequence that reads and updates them.
  await Promise.all([
    runGroup('launchpad', leadSteps('launchpad', '203.0.114')),
    ...Object.entries(groups).map(([n, s]) => runGroup(n, s)),
  ]);
  await runGroup('admin', adminSteps);
  return out;
}

let warm: Server;
let reference: Server;
const temp: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, {
    ADMIN_PASSWORD: PASSWORD,
    ADMIN_SESSION_SECRET: 'parity-secret-'.padEnd(64, 'p'),
    SUBMISSION_RATE_LIMIT: '2',
    // Each step acts as its own client through X-Forwarded-For (local-netlify/context.mjs).
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  delete process.env.GEO_COUNTRY;
  if (!existsSync(join(ROOT, 'dist', 'index.html')))
    throw new Error('dist/ is missing (tests/functions/support/ensure-dist.ts builds it).');
  // @netlify/dev keeps its Blobs in <project>/.netlify/blobs-serve: give it a throw-away project that links to this one.
  const project = await mkdtemp(join(tmpdir(), 'parity-project-'));
  temp.push(project);
  // The function sources are copied (its bundler does not follow a symlinked source folder); the rest is linked.
  for (const name of ['node_modules', 'dist']) await symlink(join(ROOT, name), join(project, name));
  for (const name of ['netlify', 'src/lib', 'src/config', 'netlify.toml', 'package.json', 'tsconfig.json'])
    await cp(join(ROOT, name), join(project, name), { recursive: true });
  await mkdir(join(project, '.netlify'), { recursive: true });
  // In its own process: @netlify/dev's workers inherit the process environment, Blobs context included.
  const child = await startChildServer({ port: 0, quiet: true, functions: 'netlify-dev', projectRoot: project });
  reference = { url: child.url, close: child.stop };
  const blobs = await mkdtemp(join(tmpdir(), 'parity-blobs-'));
  temp.push(blobs);
  warm = await startServer({ port: 0, quiet: true, blobsDirectory: blobs });
}, 120_000);

afterAll(async () => {
  await warm?.close();
  await reference?.close();
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
}, 60_000);

describe('warm functions vs @netlify/dev', () => {
  it('answer every request alike', async () => {
    const [fast, slow] = await Promise.all([runAll(warm.url), runAll(reference.url)]);
    expect(fast).toEqual(slow);
    // The sequences exercise what they mean to: every status code the functions answer, except 503.
    const statuses = new Set(
      Object.values(fast)
        .flat()
        .map((s) => s.status),
    );
    expect([...statuses].sort()).toEqual([200, 201, 400, 401, 403, 404, 405, 413, 415, 429]);
  }, 600_000);
});

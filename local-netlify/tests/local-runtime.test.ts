/**
 * The pieces of `npm start`'s local runtime (local-netlify/*, local-netlify/serve.mjs helpers): .env parsing, routing of
 * function paths, the Netlify-shaped context (ip, geo, params, cookies, waitUntil), and the warm runner: one build,
 * one import, concurrent calls really concurrent, rebuild on change.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDotEnv, parseDotEnv } from '../env.mjs';
import {
  discoverFunctions,
  FunctionRunner,
  matchRoute,
  normalisePath,
  routeOf,
  schedulerRequest,
} from '../functions.mjs';
import { applyCookies, clientAddress, createContext, localGeo, MOCK_GEO, trustedProxies } from '../context.mjs';
import { publishDirOf } from '../static.mjs';
import { PortInUseError, requestOrigin, safePath } from '../serve.mjs';
import { notableBuildLines } from '../start.mjs';
import { everyMinutes, frequentSchedules } from '../schedules.mjs';

const temp: string[] = [];
const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('no function matched');
  return value;
};
afterAll(async () => {
  for (const dir of temp) await rm(dir, { recursive: true, force: true });
});

describe('.env', () => {
  it('parses quotes, comments and export, and leaves empty values out', () => {
    expect(
      parseDotEnv(
        '# note\nPORT=8898\nADMIN_PASSWORD=\nexport SITE_URL="https://a.example" # inline\nGEO_COUNTRY=\'IN\'\n',
      ),
    ).toEqual({
      PORT: '8898',
      SITE_URL: 'https://a.example',
      GEO_COUNTRY: 'IN',
    });
  });

  it('never overrides what the shell set, but fills what is unset or empty', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'env-'));
    temp.push(dir);
    await writeFile(join(dir, '.env'), 'PORT=8898\nA=from-file\nB=from-file\n');
    const env: Record<string, string | undefined> = { A: 'from-shell', B: '' };
    expect(loadDotEnv(join(dir, '.env'), env).sort()).toEqual(['B', 'PORT']);
    expect(env).toEqual({ A: 'from-shell', B: 'from-file', PORT: '8898' });
    expect(loadDotEnv(join(dir, 'missing.env'), env)).toEqual([]);
  });
});

describe('request targets and origins', () => {
  it('keeps //host/ paths as paths of this origin', () => {
    expect(safePath('//evil.example/api/admin/session')).toBe('/evil.example/api/admin/session');
    expect(new URL(requestOrigin('localhost:9120', 9120) + safePath('//evil.example/x')).host).toBe('localhost:9120');
    expect(safePath('/a//b?x=1')).toBe('/a//b?x=1');
    expect(safePath('http://evil.example/')).toBeNull();
    expect(safePath('*')).toBeNull();
  });

  it('trusts only loopback and IP-literal Host headers (no DNS rebinding)', () => {
    expect(requestOrigin('127.0.0.1:9120', 9120)).toBe('http://127.0.0.1:9120');
    expect(requestOrigin('[::1]:9120', 9120)).toBe('http://[::1]:9120');
    expect(requestOrigin('192.168.1.5:9120', 9120)).toBe('http://192.168.1.5:9120');
    expect(requestOrigin('evil.example:9120', 9120)).toBe('http://localhost:9120');
    expect(requestOrigin(undefined, 9120)).toBe('http://localhost:9120');
  });

  it('says which port is busy and how to choose another, in one sentence', () => {
    const message = new PortInUseError(8898).message;
    expect(message).toContain('Port 8898 is already in use');
    expect(message).toContain('PORT=8899');
    expect(message).toMatch(/\.$/);
    expect(message).not.toMatch(/[.!?]\s+[A-Z]/); // one sentence
  });
});

describe('function routes', () => {
  const routes = [
    routeOf('contact-status', { path: '/api/contact/:id' }),
    routeOf('contact', { path: '/api/contact' }),
    routeOf('only-get', { path: ['/api/one', '/api/two/*'], method: 'GET', excludedPath: '/api/two/private' }),
    routeOf('legacy'),
  ];

  it('matches like Netlify: case-insensitive, trailing slash ignored, params named', () => {
    expect(normalisePath('/API/Contact/')).toBe('/api/contact');
    expect(matchRoute(routes, '/api/contact', 'POST')?.route.name).toBe('contact');
    expect(matchRoute(routes, '/API/contact/', 'GET')?.route.name).toBe('contact');
    const m = matchRoute(routes, '/api/contact/1700000000000-aaaaaaaaaaaa', 'PATCH');
    expect(m?.route.name).toBe('contact-status');
    expect(m?.params).toEqual({ id: '1700000000000-aaaaaaaaaaaa' });
  });

  it('honours methods, lists of paths, excluded paths and the default path', () => {
    expect(matchRoute(routes, '/api/one', 'POST')).toBeNull();
    expect(matchRoute(routes, '/api/two/x', 'GET')?.route.name).toBe('only-get');
    expect(matchRoute(routes, '/api/two/private', 'GET')).toBeNull();
    expect(matchRoute(routes, '/.netlify/functions/legacy', 'GET')?.route.name).toBe('legacy');
    expect(matchRoute(routes, '/evil.example/api/contact', 'POST')).toBeNull();
  });

  it('routes no URL to a scheduled function (only the scheduler runs one, as on Netlify)', () => {
    const scheduled = [...routes, routeOf('nightly', { schedule: '@daily' })];
    for (const method of ['GET', 'POST'])
      expect(matchRoute(scheduled, '/.netlify/functions/nightly', method)).toBeNull();
    expect(routeOf('nightly', { schedule: '@daily', path: '/api/nightly' }).patterns).toEqual([]);
    expect(schedulerRequest('http://localhost:8888', 'nightly').headers.get('x-nf-event')).toBe('schedule');
  });
});

describe('local schedules', () => {
  it('read how often a cron fires every n minutes, and nothing else', () => {
    expect(everyMinutes('* * * * *')).toBe(1);
    expect(everyMinutes('*/5 * * * *')).toBe(5);
    expect(everyMinutes('*/15 * * * *')).toBe(15);
    for (const cron of ['@hourly', '@daily', '0 * * * *', '*/5 2 * * *', '1,2 * * * *', '*/0 * * * *'])
      expect(everyMinutes(cron), cron).toBeNull();
  });

  it('run the functions whose own config.schedule fires at least every 5 minutes: the webhook and e-mail retries and the rollup', async () => {
    const functions = await discoverFunctions(join(import.meta.dirname, '..', '..', 'netlify', 'functions'));
    const schedules = [];
    for (const { name, file } of functions) {
      const { config } = (await import(file)) as { config?: { schedule?: string } };
      if (config?.schedule) schedules.push({ name, schedule: config.schedule });
    }
    expect(schedules.length).toBe(9);
    expect(frequentSchedules(schedules)).toEqual(['insights-rollup', 'lead-mail-retry', 'lead-webhook-retry']);
  });
});

describe('context', () => {
  it('takes the socket address, not X-Forwarded-For, unless the socket is a trusted proxy (IPv4-mapped shown as IPv4)', () => {
    const none = new Set<string>();
    expect(clientAddress('203.0.113.7, 10.0.0.1', '::1', none)).toBe('::1');
    expect(clientAddress('203.0.113.7', '::ffff:192.0.2.10', none)).toBe('192.0.2.10');
    expect(clientAddress(undefined, '::ffff:127.0.0.1', none)).toBe('127.0.0.1');
    expect(clientAddress('', '::1', none)).toBe('::1');
  });

  it('behind trusted proxies (TRUSTED_PROXIES), takes the right-most forwarded address that is not one of them', () => {
    const trusted = trustedProxies({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.1' });
    // A client's own X-Forwarded-For entries come first; each proxy appends the address it saw.
    expect(clientAddress('198.51.100.66, 203.0.113.7', '::ffff:127.0.0.1', trusted)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.66, 203.0.113.7, 10.0.0.1', '::1', trusted)).toBe('203.0.113.7');
    expect(clientAddress('not-an-address', '127.0.0.1', trusted)).toBe('127.0.0.1');
    expect(clientAddress('203.0.113.7', '192.0.2.10', trusted)).toBe('192.0.2.10');
    expect(trustedProxies({})).toEqual(new Set());
  });

  it("uses @netlify/dev's offline mock geo unless GEO_COUNTRY names a country", () => {
    expect(localGeo({})).toBe(MOCK_GEO);
    expect(localGeo({ GEO_COUNTRY: 'in' }).country).toEqual({ code: 'IN', name: 'India' });
    expect(localGeo({ GEO_COUNTRY: 'India' })).toBe(MOCK_GEO);
  });

  it('reads cookies, applies set/delete as Set-Cookie, and collects waitUntil work', async () => {
    const request = new Request('http://localhost:9120/api/x?q=1', {
      headers: { cookie: 'a=1; b=two%20words; a=ignored' },
    });
    const { context, cookies, waitUntilPromises } = createContext({
      request,
      ip: '203.0.113.7',
      geo: MOCK_GEO,
      params: { id: '7' },
    });
    expect(context.cookies.get('a')).toBe('1');
    expect(context.cookies.get('b')).toBe('two words');
    expect(context.ip).toBe('203.0.113.7');
    expect(context.params).toEqual({ id: '7' });
    expect(context.url.searchParams.get('q')).toBe('1');
    expect(context.site.url).toBe('http://localhost:9120');
    context.cookies.set({ name: 'theme', value: 'dark', httpOnly: true, sameSite: 'Lax' });
    context.cookies.delete('a');
    let done = false;
    context.waitUntil(new Promise<void>((r) => setTimeout(() => ((done = true), r()), 5)));
    const response = applyCookies(Response.json({ ok: true }), cookies);
    expect(response.headers.getSetCookie()).toEqual([
      'theme=dark; Path=/; HttpOnly; SameSite=Lax',
      'a=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    await Promise.all(waitUntilPromises);
    expect(done).toBe(true);
    expect(await context.json({ a: 1 }).json()).toEqual({ a: 1 });
  });
});

describe('FunctionRunner', () => {
  async function project(files: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'runner-'));
    temp.push(dir);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'netlify', 'functions'), { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
    return dir;
  }

  it('imports each function once (module state persists) and runs concurrent calls concurrently', async () => {
    const root = await project({
      'netlify/functions/gate.ts': `
        let calls = 0;
        let waiting: (() => void)[] = [];
        export default async (req: Request) => {
          calls++;
          // Two calls must both be inside the handler before either can finish: serialised calls never meet here.
          const met = await new Promise<boolean>((resolve) => {
            waiting.push(() => resolve(true));
            if (waiting.length === 2) { for (const w of waiting) w(); waiting = []; }
            else setTimeout(() => resolve(false), 5000);
          });
          return Response.json({ met, calls, path: new URL(req.url).pathname });
        };
        export const config = { path: '/api/gate' };`,
    });
    const runner = new FunctionRunner({ projectRoot: root });
    expect((await runner.load()).count).toBe(1);
    const call = () => {
      const match = runner.match('/api/gate', 'GET');
      return runner
        .invoke(must(match), new Request('http://localhost/api/gate'), { ip: '192.0.2.1', geo: MOCK_GEO })
        .then((r: Response) => r.json());
    };
    const [a, b] = await Promise.all([call(), call()]);
    expect([a.met, b.met]).toEqual([true, true]);
    expect([a.calls, b.calls]).toEqual([2, 2]); // one module instance counted both calls
    await runner.close();
  });

  it('runs beside another runner of the same project: closing one leaves the other loading and serving', async () => {
    const root = await project({
      'netlify/functions/a.ts': `export default async () => new Response('a'); export const config = { path: '/api/a' };`,
    });
    const first = new FunctionRunner({ projectRoot: root });
    const second = new FunctionRunner({ projectRoot: root });
    await first.load();
    // One runner closes (removing its bundles) while the other is building and importing its own.
    await Promise.all([first.close(), second.load()]);
    const res = await second.invoke(must(second.match('/api/a', 'GET')), new Request('http://localhost/api/a'), {
      ip: '',
      geo: MOCK_GEO,
    });
    expect(await res.text()).toBe('a');
    await second.close();
    expect(existsSync(join(root, '.netlify', 'functions-warm'))).toBe(true);
    expect(readdirSync(join(root, '.netlify', 'functions-warm'))).toEqual([]);
  });

  it('turns a throwing handler into a plain 500 without the stack, and applies context cookies', async () => {
    const root = await project({
      'netlify/functions/boom.ts': `export default async () => { throw new Error('secret detail'); }; export const config = { path: '/api/boom' };`,
      'netlify/functions/cookie.ts': `export default async (_req: Request, context: any) => { context.cookies.set('seen', 'yes'); return new Response('ok'); }; export const config = { path: '/api/cookie' };`,
    });
    const runner = new FunctionRunner({ projectRoot: root });
    await runner.load();
    const boom = await runner.invoke(must(runner.match('/api/boom', 'GET')), new Request('http://localhost/api/boom'), {
      ip: '',
      geo: MOCK_GEO,
    });
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain('secret detail');
    const cookie = await runner.invoke(
      must(runner.match('/api/cookie', 'GET')),
      new Request('http://localhost/api/cookie'),
      { ip: '', geo: MOCK_GEO },
    );
    expect(cookie.headers.getSetCookie()).toEqual(['seen=yes; Path=/']);
    await runner.close();
  });

  it('rebuilds when a source file changes, and keeps serving the last good build when a change does not compile', async () => {
    const root = await project({
      'netlify/functions/v.ts': `export default async () => new Response('one'); export const config = { path: '/api/v' };`,
    });
    const lines: string[] = [];
    let notify = () => {};
    const runner = new FunctionRunner({ projectRoot: root, log: (l: string) => (lines.push(l), notify()) });
    await runner.load();
    const stop = runner.watch(['netlify']);
    const text = async () =>
      (
        await runner.invoke(must(runner.match('/api/v', 'GET')), new Request('http://localhost/api/v'), {
          ip: '',
          geo: MOCK_GEO,
        })
      ).text();
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    expect(await text()).toBe('one');

    let rebuilt = next();
    await writeFile(
      join(root, 'netlify/functions/v.ts'),
      `export default async () => new Response('two'); export const config = { path: '/api/v' };`,
    );
    await rebuilt;
    expect(await text()).toBe('two');

    rebuilt = next();
    await writeFile(
      join(root, 'netlify/functions/v.ts'),
      `export default async () => new Response('three' ; export const config = { path: '/api/v' };`,
    );
    await rebuilt;
    expect(lines.at(-1)).toMatch(/^functions not rebuilt, the previous build keeps serving/);
    expect(await text()).toBe('two');
    stop();
    await runner.close();
  });
});

describe('npm start console', () => {
  it('shows build warnings and errors without colour codes, not progress lines', () => {
    const output =
      '21:35:00 [build] 43 page(s) built\n\u001b[33m21:35:05 [WARN] [vite] something real\u001b[0m\n  ▶ /_astro/a.webp (reused cache entry)\n[ERROR] broken\n';
    expect(notableBuildLines(output)).toEqual(['21:35:05 [WARN] [vite] something real', '[ERROR] broken']);
  });

  it('reads the publish directory from netlify.toml', () => {
    expect(publishDirOf('[build]\n  command = "npm run build"\n  publish = "dist"\n\n[functions]\n')).toBe('dist');
    expect(publishDirOf('[functions]\n  directory = "x"\n')).toBe('dist');
  });
});

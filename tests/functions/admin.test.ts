/**
 * Admin access control: session endpoint, listing and status changes against a real Blobs server.
 * Every endpoint is tried without a cookie, with a forged or expired cookie, cross-origin, and after 10 failures.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import session from '../../netlify/functions/admin-session';
import launchpad from '../../netlify/functions/launchpad';
import contact from '../../netlify/functions/contact';
import launchpadStatus from '../../netlify/functions/launchpad-status';
import contactStatus from '../../netlify/functions/contact-status';
import {
  newSessionId,
  signSession,
  SESSION_TTL_MS,
  startSession,
  verifySession,
  safeEqual,
} from '../../netlify/lib/auth';
import {
  clientAddress,
  clientKey,
  LOGIN_ATTEMPT_STORE,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_SITE_MAX_ATTEMPTS,
} from '../../netlify/lib/login-limit';
import {
  entryFromRecord,
  indexUpsert,
  LEAD_INDEX_STORE,
  rebuildIndex,
  scanIndex,
  spanStart,
} from '../../netlify/lib/lead/index-store';
import { LEAD_STORES } from '../../src/lib/lead/storage';
import { totpCode, totpSecret, TOTP_STEP_MS } from '../../netlify/lib/second-factor';
import { callFunction, startBlobs, useBlobs, type TestBlobs } from './support/blobs';
import { contactFixture, launchpadFixture } from './support/lead-fixtures';

const PASSWORD = 'correct horse battery staple';
const SECRET = 'x'.repeat(64);
const ORIGIN = 'http://localhost:8888';
const CONFIG = { password: PASSWORD, secret: SECRET };
/** An authenticator app's secret (base32), for the second factor. */
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let blobs: TestBlobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(async () => {
  await blobs.stop();
});

beforeEach(async () => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.ADMIN_SESSION_SECRET = SECRET;
  const failures = getStore({ name: LOGIN_ATTEMPT_STORE, consistency: 'strong' });
  const { blobs: keys } = await failures.list();
  await Promise.all(keys.map((b) => failures.delete(b.key)));
});
afterEach(() => {
  vi.useRealTimers();
  delete process.env.ADMIN_PASSWORD;
  delete process.env.ADMIN_SESSION_SECRET;
});

const login = (
  password: string,
  { ip = '203.0.113.7', origin = ORIGIN, code }: { ip?: string; origin?: string | null; code?: string } = {},
) =>
  callFunction(
    session,
    '/api/admin/session',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(code === undefined ? { password } : { password, code }),
    },
    { ip },
  );

async function loginCookie(): Promise<string> {
  const res = await login(PASSWORD);
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0];
}

/** A live server-side session, as a login makes it. */
const validCookie = async () => `admin_session=${(await startSession(CONFIG)).token}`;
const SID = newSessionId();
const BAD_COOKIES: Record<string, () => string> = {
  'no cookie': () => '',
  'a forged cookie': () => `admin_session=${Date.now() + 1000}.${SID}.${'A'.repeat(43)}`,
  'a garbage cookie': () => 'admin_session=admin',
  'an expired cookie': () => `admin_session=${signSession(Date.now() - 1000, CONFIG, SID)}`,
  'a cookie signed with another secret': () =>
    `admin_session=${signSession(Date.now() + 1000, { password: PASSWORD, secret: 'y'.repeat(64) }, SID)}`,
  'a cookie from before a password change': () =>
    `admin_session=${signSession(Date.now() + 1000, { password: 'old password', secret: SECRET }, SID)}`,
  'a far-future cookie with a tampered expiry': () => {
    const [, sid, mac] = signSession(Date.now() + 1000, CONFIG, SID).split('.');
    return `admin_session=${Date.now() + 10 * SESSION_TTL_MS}.${sid}.${mac}`;
  },
};

describe('auth helpers', () => {
  it('compares passwords of any length without throwing', () => {
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
    expect(safeEqual('', 'x')).toBe(false);
  });

  it('verifies only its own, unexpired signatures', () => {
    const now = 1_800_000_000_000;
    const token = signSession(now + 1000, CONFIG, SID);
    expect(verifySession(token, CONFIG, now)).toEqual({ expiresAt: now + 1000, sid: SID });
    expect(verifySession(token, CONFIG, now + 1000)).toBeNull();
    expect(verifySession(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), CONFIG, now)).toBeNull();
    const [, sid, mac] = token.split('.');
    expect(verifySession(`${now + 2000}.${sid}.${mac}`, CONFIG, now)).toBeNull();
    expect(verifySession(`${now + 1000}.${newSessionId()}.${mac}`, CONFIG, now)).toBeNull();
  });
});

describe('POST /api/admin/session (login)', () => {
  it('sets an HttpOnly, SameSite=Strict, 8-hour session cookie for the right password', async () => {
    const res = await login(PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.authenticated).toBe(true);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^admin_session=\d+\.[\w-]{22}\.[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('Max-Age=28800');
    expect(cookie).not.toContain('Secure'); // localhost: browsers would drop a Secure cookie over http
  });

  it('marks the cookie Secure outside localhost', async () => {
    const res = await callFunction(session, 'https://www.influencerly.example/api/admin/session', {
      method: 'POST',
      headers: { origin: 'https://www.influencerly.example', 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('; Secure');
  });

  it('answers 401 with the specified message for a wrong password, and no cookie', async () => {
    const res = await login('wrong');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid password. Please try again.' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 for a missing password, 415 for a body that is not JSON', async () => {
    expect((await login('')).status).toBe(400);
    const res = await callFunction(session, '/api/admin/session', {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: 'password=x',
    });
    expect(res.status).toBe(415);
  });

  it('answers 503 when no password is configured (no built-in default)', async () => {
    delete process.env.ADMIN_PASSWORD;
    for (const password of ['', 'admin', 'password', PASSWORD]) {
      const res = await login(password || 'x');
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatch(/ADMIN_PASSWORD/);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers 503 when the session secret is missing or too short', async () => {
    process.env.ADMIN_SESSION_SECRET = 'short';
    const res = await login(PASSWORD);
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/ADMIN_SESSION_SECRET/);
  });

  it('refuses a cross-origin or origin-less login with 403', async () => {
    expect((await login(PASSWORD, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await login(PASSWORD, { origin: null })).status).toBe(403);
    expect((await login(PASSWORD, { origin: 'null' })).status).toBe(403);
  });

  it('accepts the deployed site origin from URL / SITE_URL behind a proxy', async () => {
    process.env.URL = 'https://www.influencerly.example';
    try {
      expect((await login(PASSWORD, { origin: 'https://www.influencerly.example' })).status).toBe(200);
    } finally {
      delete process.env.URL;
    }
  });

  it('after 10 failures from one IP answers 429 (even to the right password) until the window passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    for (let i = 0; i < 10; i++) {
      expect((await login(`wrong-${i}`, { ip: '198.51.100.9' })).status).toBe(401);
      vi.advanceTimersByTime(1000);
    }
    const blocked = await login(PASSWORD, { ip: '198.51.100.9' });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many failed attempts/);
    expect(blocked.headers.get('set-cookie')).toBeNull();
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Other IPs are not affected.
    expect((await login(PASSWORD, { ip: '198.51.100.10' })).status).toBe(200);

    // 15 minutes after the first failure, one failure has left the window: allowed again.
    vi.setSystemTime(new Date('2026-11-21T10:14:59Z'));
    expect((await login(PASSWORD, { ip: '198.51.100.9' })).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-21T10:15:01Z'));
    expect((await login(PASSWORD, { ip: '198.51.100.9' })).status).toBe(200);
  });

  it('keeps counting across calls through Blobs, not memory, and clears the count on success', async () => {
    for (let i = 0; i < 9; i++) await login('wrong', { ip: '198.51.100.20' });
    const attempts = getStore({ name: LOGIN_ATTEMPT_STORE, consistency: 'strong' });
    const client = `c/${clientKey('198.51.100.20', SECRET)}`;
    expect(((await attempts.get(client, { type: 'json' })) as { hits: number[] }).hits).toHaveLength(9);
    const stored = JSON.stringify(await Promise.all((await attempts.list()).blobs.map((b) => attempts.get(b.key))));
    expect(`${stored}${(await attempts.list()).blobs.map((b) => b.key).join(',')}`).not.toContain('198.51.100'); // IP not stored
    expect((await login(PASSWORD, { ip: '198.51.100.20' })).status).toBe(200);
    expect(await attempts.get(client)).toBeNull();
  });

  it('counts before it compares: 100 concurrent wrong passwords from one address compare at most 10', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(`guess-${i}`, { ip: '198.51.100.30' })),
    );
    const compared = answers.filter((r) => r.status === 401).length;
    expect(compared).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(compared).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(100 - compared);
  });

  it('an IPv6 /64 is one client: 30 concurrent guesses from addresses of one block compare at most 10', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(`guess-${i}`, { ip: `2001:db8:1:2:${(i + 1).toString(16)}::7` })),
    );
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_ATTEMPTS);
    expect(clientAddress('2001:db8:1:2:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7')).toBe('198.51.100.7');
  });

  // 61 logins at once against the Blobs server, each a conditional write to the shared windows: 3 s on a quiet machine,
  // past the default 30 s once in a CI run with its five lanes side by side.
  it('a distributed guess from 60 addresses compares at most 30 per window; a known device still logs in', async () => {
    // The owner logged in from this browser earlier: it holds the known-device cookie.
    const first = await login(PASSWORD, { ip: '192.0.2.200' });
    const device = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('admin_device='))!
      .split(';')[0];
    expect(first.headers.getSetCookie().find((c) => c.startsWith('admin_device='))).toMatch(
      /Path=\/api\/admin\/session; Max-Age=15552000; HttpOnly; SameSite=Strict/,
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(`guess-${i}`, { ip: `192.0.2.${i + 1}` })),
    );
    const compared = answers.filter((r) => r.status === 401).length;
    expect(compared).toBeLessThanOrEqual(LOGIN_SITE_MAX_ATTEMPTS);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(60 - compared);
    // A new browser is held by the site-wide window; the known device is not.
    expect((await login(PASSWORD, { ip: '192.0.2.201' })).status).toBe(429);
    const known = await callFunction(
      session,
      '/api/admin/session',
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: device },
        body: JSON.stringify({ password: PASSWORD }),
      },
      { ip: '192.0.2.202' },
    );
    expect(known.status).toBe(200);
  }, 90_000);

  it('a guess per address cannot lock out another address, and a full site-wide window is passed with a one-time code', async () => {
    process.env.ADMIN_TOTP_SECRET = TOTP_SECRET;
    try {
      // An attacker locks out its own address only.
      for (let i = 0; i < LOGIN_MAX_ATTEMPTS + 2; i++) await login(`guess-${i}`, { ip: '198.51.100.66' });
      expect((await login(PASSWORD, { ip: '198.51.100.66' })).status).toBe(429);
      // ...then fills the site-wide window from many addresses, and keeps it full.
      await Promise.all(
        Array.from({ length: LOGIN_SITE_MAX_ATTEMPTS + 10 }, (_, i) => login(`guess-${i}`, { ip: `192.0.2.${i + 1}` })),
      );
      const owner = '203.0.113.50';
      expect((await login(PASSWORD, { ip: owner })).status).toBe(429); // a new browser, no second factor
      const code = totpCode(totpSecret({ ADMIN_TOTP_SECRET: TOTP_SECRET })!, Math.floor(Date.now() / TOTP_STEP_MS));
      expect((await login(PASSWORD, { ip: owner, code: '000000' === code ? '111111' : '000000' })).status).toBe(429);
      const withCode = await login(PASSWORD, { ip: owner, code });
      expect(withCode.status).toBe(200);
      expect(withCode.headers.getSetCookie().some((c) => c.startsWith('admin_device='))).toBe(true);
      // A code is accepted once: replayed from elsewhere it does not pass the window.
      expect((await login(PASSWORD, { ip: '203.0.113.51', code })).status).toBe(429);
    } finally {
      delete process.env.ADMIN_TOTP_SECRET;
    }
  }, 90_000);

  it("the owners' own logins never use up the site-wide window", async () => {
    for (let i = 0; i < LOGIN_SITE_MAX_ATTEMPTS + 5; i++)
      expect((await login(PASSWORD, { ip: `192.0.2.${i + 1}` })).status).toBe(200);
    expect((await login('wrong', { ip: '192.0.2.99' })).status).toBe(401);
  });
});

describe('POST /api/admin/session as a plain form post (no JavaScript, issue 32)', () => {
  const formLogin = (
    password: string | null,
    {
      ip = '203.0.113.70',
      origin = ORIGIN,
      cookie = '',
    }: { ip?: string; origin?: string | null; cookie?: string } = {},
  ) =>
    callFunction(
      session,
      '/api/admin/session',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(origin ? { origin } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: password === null ? '' : new URLSearchParams({ password }).toString(),
      },
      { ip },
    );

  it('the right password: 303 to /admin#admin-login-signed-in with the same cookies as a JSON login', async () => {
    const res = await formLogin(PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin#admin-login-signed-in');
    const cookies = res.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('admin_session='))).toMatch(
      /^admin_session=[^;]+; Path=\/api; Max-Age=28800; HttpOnly; SameSite=Strict$/,
    );
    expect(cookies.find((c) => c.startsWith('admin_device='))).toMatch(/Path=\/api\/admin\/session; .*HttpOnly/);
    // The cookie is a live session.
    const check = await callFunction(session, '/api/admin/session', {
      headers: { cookie: cookies.find((c) => c.startsWith('admin_session='))!.split(';')[0] },
    });
    expect(await check.json()).toMatchObject({ authenticated: true });
  });

  it('a wrong password: 303 to #admin-login-invalid, no cookie; an empty one to #admin-login-missing', async () => {
    const wrong = await formLogin('wrong');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/admin#admin-login-invalid');
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const empty = await formLogin(null);
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toBe('/admin#admin-login-missing');
    expect(await empty.text()).toBe('');
  });

  it('a password with characters a form encodes (spaces, &, =, non-ASCII) logs in', async () => {
    process.env.ADMIN_PASSWORD = 'a b&c=d+é 💡';
    const res = await formLogin('a b&c=d+é 💡');
    expect(res.headers.get('location')).toBe('/admin#admin-login-signed-in');
  });

  it('counts toward the same lockout as JSON: 5 form + 5 JSON failures lock both, with the minutes in the anchor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i++) {
      expect((await formLogin(`wrong-${i}`, { ip })).headers.get('location')).toBe('/admin#admin-login-invalid');
      expect((await login(`wrong-json-${i}`, { ip })).status).toBe(401);
    }
    const blocked = await formLogin(PASSWORD, { ip });
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get('location')).toBe('/admin#admin-login-locked-15');
    expect(blocked.headers.get('set-cookie')).toBeNull();
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const json = await login(PASSWORD, { ip });
    expect(json.status).toBe(429);
    expect((await json.json()).error).toBe('Too many failed attempts. Please try again in 15 minutes.');

    // 12.5 minutes on, the first failure leaves the window in 2.5 minutes: "3 minutes".
    vi.setSystemTime(new Date('2026-11-21T10:12:30Z'));
    expect((await formLogin(PASSWORD, { ip })).headers.get('location')).toBe('/admin#admin-login-locked-3');
    vi.setSystemTime(new Date('2026-11-21T10:15:01Z'));
    expect((await formLogin(PASSWORD, { ip })).headers.get('location')).toBe('/admin#admin-login-signed-in');
  });

  it('refuses a cross-origin or origin-less form post with 403 and counts nothing', async () => {
    const ip = '198.51.100.78';
    for (const origin of ['https://evil.example', null, 'null']) {
      const res = await formLogin(PASSWORD, { ip, origin });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('location')).toBeNull();
    }
    const attempts = getStore({ name: LOGIN_ATTEMPT_STORE, consistency: 'strong' });
    expect(await attempts.get(`c/${clientKey(ip, SECRET)}`)).toBeNull();
  });

  it('answers 415 to a body that is neither JSON nor a form post (multipart, text)', async () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain']) {
      const res = await callFunction(session, '/api/admin/session', {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': type },
        body: 'password=x',
      });
      expect(res.status).toBe(415);
      expect((await res.json()).error).toMatch(/application\/json.*application\/x-www-form-urlencoded/);
    }
  });

  it('not configured: 303 to #admin-login-unavailable, no cookie', async () => {
    delete process.env.ADMIN_PASSWORD;
    const res = await formLogin(PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin#admin-login-unavailable');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a Blobs failure: 303 to #admin-login-unavailable (JSON: 503), never a 500 page', async () => {
    useBlobs(9);
    try {
      const res = await formLogin(PASSWORD);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/admin#admin-login-unavailable');
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await login(PASSWORD)).status).toBe(503);
    } finally {
      useBlobs(blobs.port);
    }
  });

  it('a body over 4 KB is refused without counting: 303 to #admin-login-invalid', async () => {
    const ip = '198.51.100.79';
    const res = await formLogin('x'.repeat(5000), { ip });
    expect(res.headers.get('location')).toBe('/admin#admin-login-invalid');
    const attempts = getStore({ name: LOGIN_ATTEMPT_STORE, consistency: 'strong' });
    expect(await attempts.get(`c/${clientKey(ip, SECRET)}`)).toBeNull();
  });
});

describe('GET and DELETE /api/admin/session', () => {
  const check = (cookie: string) => callFunction(session, '/api/admin/session', { headers: cookie ? { cookie } : {} });

  it('says whether the cookie is a valid session', async () => {
    const res = await check(await loginCookie());
    expect(res.status).toBe(200);
    expect((await res.json()).authenticated).toBe(true);
  });

  it.each(Object.keys(BAD_COOKIES))('answers authenticated: false with %s', async (name) => {
    const res = await check(BAD_COOKIES[name]());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false });
  });

  it('logout clears the cookie', async () => {
    const res = await callFunction(session, '/api/admin/session', {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie: await validCookie() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^admin_session=; Path=\/api; Max-Age=0; HttpOnly; SameSite=Strict/);
  });

  it('refuses a cross-origin logout', async () => {
    const res = await callFunction(session, '/api/admin/session', {
      method: 'DELETE',
      headers: { origin: 'https://evil.example', cookie: await validCookie() },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 405 to other methods', async () => {
    expect(
      (await callFunction(session, '/api/admin/session', { method: 'PUT', headers: { origin: ORIGIN } })).status,
    ).toBe(405);
  });
});

const KINDS = [
  {
    kind: 'launchpad' as const,
    list: launchpad,
    patch: launchpadStatus,
    field: 'applications',
    item: 'application',
    fixture: launchpadFixture,
  },
  {
    kind: 'contact' as const,
    list: contact,
    patch: contactStatus,
    field: 'contacts',
    item: 'contact',
    fixture: contactFixture,
  },
];

describe.each(KINDS)('/api/$kind admin endpoints', ({ kind, list, patch, field, item, fixture }) => {
  const store = () => getStore({ name: LEAD_STORES[kind], consistency: 'strong' });
  const older = fixture({ name: 'Older', company: 'Old Co' }, Date.parse('2026-11-01T10:00:00Z'));
  const newer = fixture(
    { name: '<img src=x onerror=alert(1)>', company: 'New, "Co"' },
    Date.parse('2026-11-20T10:00:00Z'),
  );

  beforeAll(async () => {
    await store().setJSON(older.id, older);
    await store().setJSON(newer.id, newer);
    await rebuildIndex(kind); // written behind the functions' back: the repair indexes them
  });

  const get = (cookie: string) => callFunction(list, `/api/${kind}`, { headers: cookie ? { cookie } : {} });
  const patchStatus = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    callFunction(
      patch,
      `/api/${kind}/${id}`,
      { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
      { params: { id } },
    );

  it(`GET answers {${field}} newest first with a valid session`, async () => {
    const res = await get(await loginCookie());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body)).toEqual([field, 'nextCursor', 'total']);
    expect(body.nextCursor).toBeNull();
    expect(body.total).toBe(2);
    expect(body[field].map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(body[field][0]).toEqual(newer);
  });

  it.each(Object.keys(BAD_COOKIES))('GET answers 401 and no data with %s', async (name) => {
    const res = await get(BAD_COOKIES[name]());
    expect(res.status).toBe(401);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Authentication required.' });
    expect(text).not.toContain(older.email);
  });

  it('GET answers 401 when the admin password is not configured, whatever the cookie', async () => {
    const cookie = await validCookie();
    delete process.env.ADMIN_PASSWORD;
    expect((await get(cookie)).status).toBe(401);
  });

  it('PATCH changes the status, and the listing shows it', async () => {
    const res = await patchStatus(older.id, { status: 'contacted' }, { origin: ORIGIN, cookie: await validCookie() });
    expect(res.status).toBe(200);
    expect((await res.json())[item]).toEqual({ ...older, status: 'contacted' });
    expect(await store().get(older.id, { type: 'json' })).toEqual({ ...older, status: 'contacted' });
    const listed = (await (await get(await validCookie())).json())[field];
    expect(listed.find((r: { id: string }) => r.id === older.id).status).toBe('contacted');
    expect(listed).toHaveLength(2);
  });

  it.each(Object.keys(BAD_COOKIES))('PATCH answers 401 and changes nothing with %s', async (name) => {
    const before = await store().get(newer.id, { type: 'json' });
    const res = await patchStatus(
      newer.id,
      { status: 'archived' },
      { origin: ORIGIN, ...(BAD_COOKIES[name]() ? { cookie: BAD_COOKIES[name]() } : {}) },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required.' });
    expect(await store().get(newer.id, { type: 'json' })).toEqual(before);
  });

  it('PATCH from another origin (or none) answers 403 and changes nothing, even with a valid session', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}, { origin: 'http://localhost:9999' }] as Record<
      string,
      string
    >[]) {
      const res = await patchStatus(newer.id, { status: 'archived' }, { ...headers, cookie: await validCookie() });
      expect(res.status).toBe(403);
      expect(JSON.stringify(await res.json())).not.toContain(newer.email);
    }
    expect(((await store().get(newer.id, { type: 'json' })) as { status: string }).status).toBe('pending');
  });

  it('PATCH answers 404 for an unknown or malformed id', async () => {
    for (const id of ['1763719200000-000000000000', 'nope', '..%2F..%2Fx']) {
      const res = await patchStatus(id, { status: 'reviewed' }, { origin: ORIGIN, cookie: await validCookie() });
      expect(res.status).toBe(404);
    }
  });

  it('PATCH answers 400 for a status outside pending, reviewed, contacted, archived', async () => {
    for (const body of [{ status: 'deleted' }, { status: '' }, {}, { status: 'Pending' }]) {
      const res = await patchStatus(newer.id, body, { origin: ORIGIN, cookie: await validCookie() });
      expect(res.status).toBe(400);
    }
  });

  it('lists only blobs whose key is a lead id, and skips blobs that are not JSON objects', async () => {
    await store().setJSON('idempotency/abc', { id: 'x', name: 'not a lead' });
    const broken = fixture({}, Date.parse('2026-10-01T00:00:00Z')).id;
    await store().set(broken, 'not json');
    await rebuildIndex(kind);
    try {
      const listed = (await (await get(await validCookie())).json())[field];
      expect(listed.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    } finally {
      await store().delete('idempotency/abc');
      await store().delete(broken);
    }
  });

  it('an index entry whose record is gone is not listed nor counted, and is removed from the index', async () => {
    const ghost = fixture({ name: 'Ghost', company: 'Gone Co' }, Date.parse('2026-11-20T09:00:00Z'));
    await indexUpsert(kind, entryFromRecord(ghost)); // an entry without a record (a lost index write, say)
    expect((await scanIndex(kind)).map((e) => e.id)).toContain(ghost.id);
    const body = await (await get(await validCookie())).json();
    expect(body[field].map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(body.total).toBe(2);
    expect((await scanIndex(kind)).map((e) => e.id)).not.toContain(ghost.id);
    expect((await (await get(await validCookie())).json()).total).toBe(2);
  });

  it('a corrupt index shard lists nothing until the repair rebuilds it from the records: nothing lost, nothing duplicated', async () => {
    const index = getStore({ name: LEAD_INDEX_STORE, consistency: 'strong' });
    const shardKey = `${kind}/w/${spanStart(newer.createdAt.slice(0, 10))}`;
    await index.set(shardKey, '{not json');
    expect((await (await get(await validCookie())).json())[field].map((r: { id: string }) => r.id)).toEqual([older.id]); // another span
    expect((await rebuildIndex(kind)).added).toBe(1);
    const listed = (await (await get(await validCookie())).json())[field];
    expect(listed.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
  });

  it('PATCH answers 405 to other methods', async () => {
    const res = await callFunction(
      patch,
      `/api/${kind}/${newer.id}`,
      { method: 'PUT', headers: { origin: ORIGIN, cookie: await validCookie() } },
      { params: { id: newer.id } },
    );
    expect(res.status).toBe(405);
  });
});

describe('login windows expire', () => {
  it('the retention schedule deletes windows whose attempts have all left them, and keeps live ones', async () => {
    const { pruneLoginWindows } = await import('../../netlify/lib/login-limit');
    await login('wrong', { ip: '198.51.100.40' });
    const attempts = getStore({ name: LOGIN_ATTEMPT_STORE, consistency: 'strong' });
    expect((await attempts.list()).blobs.length).toBe(2); // the client's window and the site-wide one
    expect(await pruneLoginWindows()).toBe(0);
    expect(await pruneLoginWindows(Date.now() + 16 * 60_000)).toBe(2);
    expect((await attempts.list()).blobs).toEqual([]);
  });
});

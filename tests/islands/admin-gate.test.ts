/**
 * `<admin-gate>` (src/components/admin/admin-gate.ts): the static password form of /admin, enhanced. Logs in with
 * fetch, shows the answers in place, mounts the dashboard (mocked here: src/islands/admin/mount.tsx) and takes the
 * form back on sign-out; an outcome named by the address (a form post answered before the script ran) is shown.
 * The markup mirrors AdminGate.astro's hooks; tests/e2e/admin.e2e.ts drives the real page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminGate } from '~/components/admin/admin-gate';
import { defineElement } from '~/components/ui/behaviour-element';
import { gateScriptTexts } from '~/lib/admin/login';
import { adminCopy } from './admin-copy';

const mounted: { element: HTMLElement; verified: boolean; onSignedOut: (notice?: string) => void }[] = [];
const unmount = vi.fn();
vi.mock('~/islands/admin/mount', () => ({
  mountDashboard: (
    element: HTMLElement,
    _copy: unknown,
    options: { verified: boolean; onSignedOut: (notice?: string) => void },
  ) => {
    mounted.push({ element, ...options });
    return unmount;
  },
}));
defineElement('admin-gate', AdminGate);

const { gate } = adminCopy;
const texts = JSON.stringify(gateScriptTexts(gate));
const html = `<admin-gate data-texts='${texts.replace(/'/g, '&#39;')}'>
  <div data-admin-gate-card>
    <p data-admin-notice hidden role="status"></p>
    <form method="post" action="/api/admin/session" data-admin-form>
      <label for="admin-password">Password</label>
      <input id="admin-password" name="password" type="password" required>
      <button type="button" hidden data-admin-toggle aria-label="${gate.show}" aria-pressed="false">
        <span data-admin-eye></span><span data-admin-eye-off hidden></span></button>
      <div id="admin-login-message"><p data-admin-error role="alert"></p>
        <div><p id="admin-login-invalid" data-admin-outcome>${gate.invalid}</p></div></div>
      <button type="submit" data-admin-submit><span data-admin-spinner hidden></span><span data-admin-submit-label>${gate.submit}</span></button>
    </form>
  </div>
  <div data-admin-checking role="status"><p>${gate.checking}</p></div>
  <div data-admin-app data-copy='{}'></div>
</admin-gate>`;

function mount(): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  document.body.replaceChildren(template.content);
}
const $ = <T extends HTMLElement = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const state = () => document.documentElement.dataset.adminGate;
const WAIT = { timeout: 10_000 };

function server(answer: () => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const { status, body } = await answer();
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
const submit = (password: string) => {
  $<HTMLInputElement>('#admin-password').value = password;
  $<HTMLFormElement>('form').requestSubmit();
};

beforeEach(() => {
  sessionStorage.clear();
  mounted.length = 0;
  unmount.mockReset();
  delete document.documentElement.dataset.adminGate;
  history.replaceState(null, '', '/admin');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<admin-gate>', () => {
  it('shows the eye button and toggles the password visibility', () => {
    mount();
    const toggle = $<HTMLButtonElement>('[data-admin-toggle]');
    expect(toggle.hidden).toBe(false);
    toggle.click();
    expect($<HTMLInputElement>('#admin-password').type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    toggle.click();
    expect($<HTMLInputElement>('#admin-password').type).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
  });

  it('a wrong password: Authenticating... then the specified message, no flag, no dashboard', async () => {
    let release!: () => void;
    const calls = server(
      () =>
        new Promise(
          (ok) => (release = () => ok({ status: 401, body: { error: 'Invalid password. Please try again.' } })),
        ),
    );
    mount();
    submit('nope');
    await vi.waitFor(() => expect($('[data-admin-submit-label]').textContent).toBe('Authenticating...'), WAIT);
    expect($<HTMLButtonElement>('[data-admin-submit]').disabled).toBe(true);
    release();
    await vi.waitFor(
      () => expect($('[data-admin-error]').textContent).toBe('Invalid password. Please try again.'),
      WAIT,
    );
    expect($('#admin-password').getAttribute('aria-invalid')).toBe('true');
    expect($('[data-admin-submit-label]').textContent).toBe('Access Dashboard');
    expect($<HTMLButtonElement>('[data-admin-submit]').disabled).toBe(false);
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(mounted).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/admin/session');
    expect(calls[0].init?.method).toBe('POST');
    expect(JSON.parse(calls[0].init?.body as string)).toEqual({ password: 'nope' });
  });

  it("a lockout shows the server's message; an unreachable server the network text", async () => {
    server(() => ({ status: 429, body: { error: 'Too many failed attempts. Please try again in 15 minutes.' } }));
    mount();
    submit('x');
    await vi.waitFor(
      () =>
        expect($('[data-admin-error]').textContent).toBe('Too many failed attempts. Please try again in 15 minutes.'),
      WAIT,
    );
    expect($('#admin-password').hasAttribute('aria-invalid')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    submit('x');
    await vi.waitFor(() => expect($('[data-admin-error]').textContent).toBe(gate.network), WAIT);
  });

  it('the right password: sets the flag and mounts the dashboard (verified) where the form was', async () => {
    server(() => ({ status: 200, body: { authenticated: true } }));
    mount();
    submit('right');
    await vi.waitFor(() => expect(mounted).toHaveLength(1), WAIT);
    expect(mounted[0].verified).toBe(true);
    expect(mounted[0].element).toBe($('[data-admin-app]'));
    expect(state()).toBe('app');
    expect(sessionStorage.getItem('adminAuthenticated')).toBe('true');
    expect($<HTMLInputElement>('#admin-password').value).toBe('');
  });

  it('sign-out unmounts the dashboard and brings the form back, focused, with the notice', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    mount();
    await vi.waitFor(() => expect(mounted).toHaveLength(1), WAIT);
    expect(mounted[0].verified).toBe(false);
    mounted[0].onSignedOut('Your session has expired. Please enter the password again.');
    expect(state()).toBeUndefined();
    expect($('[data-admin-notice]').hidden).toBe(false);
    expect($('[data-admin-notice]').textContent).toBe('Your session has expired. Please enter the password again.');
    expect(document.activeElement).toBe($('#admin-password'));
    await vi.waitFor(() => expect(unmount).toHaveBeenCalledTimes(1), WAIT);
  });

  it('back from a form post: the outcome named by the address shows in the live region, and the address is cleaned', () => {
    history.replaceState(null, '', '/admin#admin-login-locked-3');
    mount();
    expect($('[data-admin-error]').textContent).toBe('Too many failed attempts. Please try again in 3 minutes.');
    expect(document.querySelector('[data-admin-outcome]')).toBeNull();
    expect(location.hash).toBe('');
    expect(mounted).toEqual([]);
  });

  it('back from a successful form post: sets the flag and loads the dashboard, which checks the session', async () => {
    history.replaceState(null, '', '/admin#admin-login-signed-in');
    mount();
    await vi.waitFor(() => expect(mounted).toHaveLength(1), WAIT);
    expect(mounted[0].verified).toBe(false);
    expect(sessionStorage.getItem('adminAuthenticated')).toBe('true');
    expect(location.hash).toBe('');
  });
});

/** The /admin island in happy-dom with a mocked server: gate texts, flag handling, no list call before login. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import AdminApp from '~/islands/admin/AdminApp';

type Route = (init: RequestInit | undefined) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function mockServer(routes: Record<string, Route>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const route = routes[key];
    const { status, body } = route ? await route(init) : { status: 404, body: { error: 'not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

const lists = {
  'GET /api/launchpad': () => ({ status: 200, body: { applications: [{ id: '1', name: '<b>Bold</b>', company: 'Acme', status: 'pending', createdAt: new Date().toISOString() }] } }),
  'GET /api/contact': () => ({ status: 200, body: { contacts: [{ id: '2', name: 'Kim', company: ' ACME ', status: 'reviewed', createdAt: new Date().toISOString() }] } }),
};

describe('AdminApp', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the gate and calls nothing until the password is submitted', async () => {
    const calls = mockServer({});
    render(<AdminApp />);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows Authenticating... then the specified message for a wrong password', async () => {
    let release!: () => void;
    const calls = mockServer({ 'POST /api/admin/session': () => new Promise((ok) => { release = () => ok({ status: 401, body: { error: 'Invalid password. Please try again.' } }); }) });
    render(<AdminApp />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await screen.findByRole('button', { name: 'Authenticating...' });
    release();
    await screen.findByText('Invalid password. Please try again.');
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(calls).toEqual(['POST /api/admin/session']);
  });

  it('toggles the password visibility', () => {
    mockServer({});
    render(<AdminApp />);
    const field = screen.getByLabelText('Password') as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.type).toBe('text');
  });

  it('on success sets the flag, loads both lists and shows the stats, names as text', async () => {
    mockServer({ 'POST /api/admin/session': () => ({ status: 200, body: { authenticated: true } }), ...lists });
    render(<AdminApp />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await screen.findByText('<b>Bold</b>');
    expect(sessionStorage.getItem('adminAuthenticated')).toBe('true');
    const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`)?.textContent;
    expect(stat('Launchpad Applications')).toBe('1');
    expect(stat('Contact Submissions')).toBe('1');
    expect(stat('Pending Reviews')).toBe('1');
    expect(stat('Unique Companies')).toBe('1');
    expect(document.querySelector('b')).toBeNull();
  });

  it('with the flag set and a valid cookie, skips the gate', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({ 'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }), ...lists });
    render(<AdminApp />);
    await screen.findByText('<b>Bold</b>');
    expect(calls[0]).toBe('GET /api/admin/session');
  });

  it('with the flag set but the cookie expired, shows the gate again and drops the flag', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({ 'GET /api/admin/session': () => ({ status: 200, body: { authenticated: false } }) });
    render(<AdminApp />);
    await screen.findByText('Your session has expired. Please enter the password again.');
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(calls).toEqual(['GET /api/admin/session']);
  });

  it('shows the failure text with a retry when a list fails', async () => {
    let fail = true;
    sessionStorage.setItem('adminAuthenticated', 'true');
    mockServer({
      'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }),
      'GET /api/launchpad': () => (fail ? { status: 500, body: { error: 'x' } } : lists['GET /api/launchpad']()),
      'GET /api/contact': lists['GET /api/contact'],
    });
    render(<AdminApp />);
    await screen.findByText('Failed to fetch applications');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('<b>Bold</b>');
  });

  it('Logout clears the flag and returns to the gate', async () => {
    sessionStorage.setItem('adminAuthenticated', 'true');
    const calls = mockServer({ 'GET /api/admin/session': () => ({ status: 200, body: { authenticated: true } }), 'DELETE /api/admin/session': () => ({ status: 200, body: {} }), ...lists });
    render(<AdminApp />);
    await screen.findByText('<b>Bold</b>');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toBeTruthy());
    expect(sessionStorage.getItem('adminAuthenticated')).toBeNull();
    expect(calls).toContain('DELETE /api/admin/session');
  });
});

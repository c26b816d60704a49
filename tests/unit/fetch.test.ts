import { describe, expect, it, vi } from 'vitest';
import { apiRequest, getJson, HttpError, postJson, throwIfResNotOk } from '~/lib/fetch';

describe('shared fetch helper (spec 000 §8)', () => {
  it('a non-success response throws "<status>: <body text>"', async () => {
    const err = await throwIfResNotOk(new Response('{"error":"Too many"}', { status: 429, statusText: 'Too Many Requests' })).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.message).toBe('429: {"error":"Too many"}');
    expect(err.status).toBe(429);
    expect(err.json()).toEqual({ error: 'Too many' });
  });

  it('uses the status text when the body is empty', async () => {
    const err = await throwIfResNotOk(new Response(null, { status: 503, statusText: 'Service Unavailable' })).catch((e) => e);
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.json()).toBeNull();
  });

  it('passes a success through', async () => {
    const res = new Response('ok', { status: 201 });
    expect(await throwIfResNotOk(res)).toBe(res);
  });

  it('apiRequest sends JSON with same-origin credentials and extra headers', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"id":"1"}', { status: 201 }));
    await apiRequest('POST', '/api/contact', { a: 1 }, { fetchImpl, headers: { 'Idempotency-Key': 'k' } });
    expect(fetchImpl).toHaveBeenCalledWith('/api/contact', expect.objectContaining({
      method: 'POST', credentials: 'same-origin', body: '{"a":1}',
      headers: expect.objectContaining({ 'content-type': 'application/json', 'Idempotency-Key': 'k' }),
    }));
  });

  it('postJson parses the answer; network failures reject as they are', async () => {
    expect(await postJson('/x', {}, { fetchImpl: async () => new Response('{"id":"a"}', { status: 201 }) })).toEqual({ id: 'a' });
    expect(await postJson('/x', {}, { fetchImpl: async () => new Response(null, { status: 204 }) })).toBeNull();
    await expect(postJson('/x', {}, { fetchImpl: async () => { throw new TypeError('Failed to fetch'); } })).rejects.toThrow('Failed to fetch');
  });

  it('getJson: a 401 throws by default or yields null when configured so', async () => {
    const fetchImpl = async () => new Response('', { status: 401, statusText: 'Unauthorized' });
    await expect(getJson('/api/launchpad', { fetchImpl })).rejects.toThrow('401: Unauthorized');
    expect(await getJson('/api/launchpad', { fetchImpl, on401: 'returnNull' })).toBeNull();
    expect(await getJson('/x', { fetchImpl: async () => new Response('[1]') })).toEqual([1]);
  });
});

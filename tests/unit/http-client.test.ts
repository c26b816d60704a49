import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError, request, UNEXPECTED_ANSWER_STATUS } from '~/lib/http/client';

const answer = z.object({ id: z.string() });
const reply = (body: BodyInit | null, init: ResponseInit = {}) =>
  vi.fn(async (..._args: unknown[]) => new Response(body, init));

describe('request', () => {
  it('a non-success status throws an HttpError: status, a colon, then the body (or the status text)', async () => {
    const err = await request(answer, 'POST', '/x', {
      fetchImpl: reply('{"error":"Too many","fieldErrors":{"email":"Bad"}}', {
        status: 429,
        statusText: 'Too Many Requests',
      }),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(429);
    expect(err.message).toBe('429: {"error":"Too many","fieldErrors":{"email":"Bad"}}');
    expect(err.serverMessage).toBe('Too many');
    expect(err.reason).toBe('Too many');
    expect(err.fieldErrors).toEqual({ email: 'Bad' });
    const empty = await request(answer, 'GET', '/x', {
      fetchImpl: reply(null, { status: 503, statusText: 'Service Unavailable' }),
    }).catch((e) => e);
    expect(empty.message).toBe('503: Service Unavailable');
    expect(empty.serverMessage).toBeNull();
    expect(empty.reason).toBe('Service Unavailable');
    expect(empty.fieldErrors).toBeNull();
    expect(empty.json()).toBeNull();
  });

  it('sends JSON with same-origin credentials, no caching and extra headers', async () => {
    const fetchImpl = reply('{"id":"a"}', { status: 201 });
    expect(
      await request(answer, 'POST', '/api/contact', { body: { a: 1 }, fetchImpl, headers: { 'Idempotency-Key': 'k' } }),
    ).toEqual({ id: 'a' });
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store', body: '{"a":1}' });
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'Idempotency-Key': 'k',
    });
    const get = reply('{"id":"b"}');
    await request(answer, 'GET', '/x', { fetchImpl: get });
    const [, getInit] = get.mock.calls[0] as [string, RequestInit];
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).not.toHaveProperty('content-type');
  });

  it('validates a success body with the contract; an empty 204 is undefined', async () => {
    for (const body of ['{"id":1}', 'not json', '[]']) {
      const err = await request(answer, 'GET', '/x', { fetchImpl: reply(body) }).catch((e) => e);
      expect(err, body).toBeInstanceOf(HttpError);
      expect(err.status).toBe(UNEXPECTED_ANSWER_STATUS);
    }
    expect(await request(z.undefined(), 'DELETE', '/x', { fetchImpl: reply(null, { status: 204 }) })).toBeUndefined();
  });

  it('network failures reject as fetch rejects them', async () => {
    await expect(
      request(answer, 'POST', '/x', {
        fetchImpl: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).rejects.toThrow('Failed to fetch');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import geo, { resolveLocation } from '../../netlify/functions/geo';
import { callFunction } from './support/blobs';

const req = (q = '') => new Request(`http://localhost/api/geo${q}`);

describe('GET /api/geo', () => {
  afterEach(() => {
    delete process.env.GEO_COUNTRY;
    delete process.env.GEO_PLATFORM_DISABLED;
  });

  it('answers the country Netlify geolocated, with the spec fields', async () => {
    const res = await callFunction(
      geo,
      '/api/geo',
      {},
      {
        geo: { country: { code: 'IN', name: 'India' } },
        ip: '198.51.100.1',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ country_code: 'IN', country_name: 'India', ip: '198.51.100.1', success: true });
  });

  it('lets ?country=XX preview another region, case-insensitively', () => {
    expect(resolveLocation(req('?country=us'), { geo: { country: { code: 'IN' } }, ip: '' }, {})).toMatchObject({
      country_code: 'US',
      country_name: 'United States',
      success: true,
    });
  });

  it('ignores a malformed country parameter', () => {
    expect(
      resolveLocation(req('?country=<script>'), { geo: { country: { code: 'DE' } }, ip: '' }, {}).country_code,
    ).toBe('DE');
  });

  it('uses GEO_COUNTRY when set, and answers unknown when the platform gives nothing', () => {
    expect(resolveLocation(req(), { geo: {}, ip: '' }, { GEO_COUNTRY: 'in' }).country_code).toBe('IN');
    expect(resolveLocation(req(), { geo: {}, ip: '192.0.2.1' }, {})).toEqual({
      country_code: 'UNKNOWN',
      country_name: 'Unknown',
      ip: '192.0.2.1',
      success: false,
    });
  });

  it('locally (GEO_PLATFORM_DISABLED) ignores the mock platform location', () => {
    expect(
      resolveLocation(req(), { geo: { country: { code: 'US' } }, ip: '' }, { GEO_PLATFORM_DISABLED: '1' }).success,
    ).toBe(false);
  });

  it('answers 405 to other methods, as JSON without internals', async () => {
    const res = await callFunction(geo, '/api/geo', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    const body = await res.json();
    expect(body.error).toMatch(/Method not allowed/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LOCATION_ERROR,
  contextFrom,
  failureResult,
  leadLocation,
  locationBadge,
  normaliseCountryCode,
  parseLocationResult,
} from '~/lib/region';

describe('region logic', () => {
  it('India is detected only from a successful IN result', () => {
    expect(contextFrom({ country_code: 'IN', country_name: 'India', ip: '', success: true })).toEqual({
      isIndia: true,
      isLoading: false,
      countryCode: 'IN',
      error: null,
    });
    expect(contextFrom({ country_code: 'US', country_name: 'United States', ip: '', success: true }).isIndia).toBe(
      false,
    );
  });

  it('a failure gives the specified result and context message', () => {
    expect(failureResult('1.2.3.4')).toEqual({
      country_code: 'UNKNOWN',
      country_name: 'Unknown',
      ip: '1.2.3.4',
      success: false,
    });
    expect(contextFrom(failureResult())).toEqual({
      isIndia: false,
      isLoading: false,
      countryCode: null,
      error: 'Failed to determine your location. Showing default content.',
    });
    expect(LOCATION_ERROR).toBe('Failed to determine your location. Showing default content.');
  });

  it('malformed answers are treated as failures', () => {
    for (const bad of [
      null,
      'x',
      42,
      {},
      { success: true },
      { success: true, country_code: 'IND' },
      { success: 'yes', country_code: 'IN' },
    ]) {
      expect(parseLocationResult(bad).success).toBe(false);
    }
    expect(parseLocationResult({ success: true, country_code: 'in', country_name: 'India', ip: '::1' })).toEqual({
      success: true,
      country_code: 'IN',
      country_name: 'India',
      ip: '::1',
    });
  });

  it('normalises country codes', () => {
    expect(normaliseCountryCode(' gb ')).toBe('GB');
    expect(normaliseCountryCode('GBR')).toBeNull();
    expect(normaliseCountryCode(undefined)).toBeNull();
  });

  it('the location badge reads India, the country code, or Global', () => {
    expect(locationBadge({ isIndia: true, countryCode: 'IN' })).toBe('India');
    expect(locationBadge({ isIndia: false, countryCode: 'DE' })).toBe('DE');
    expect(locationBadge({ isIndia: false, countryCode: null })).toBe('Global');
  });

  it('lead location is India or Global', () => {
    expect(leadLocation({ isIndia: true })).toBe('India');
    expect(leadLocation({ isIndia: false })).toBe('Global');
  });
});

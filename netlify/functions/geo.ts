/**
 * GET /api/geo: the visitor's country from Netlify's own request geolocation (DESIGN: replaces the
 * third-party IP lookup). `?country=XX` previews another region; locally `GEO_COUNTRY` can set one.
 */
import type { Config, Context } from '@netlify/functions';
import { failureResult, normaliseCountryCode, type LocationResult } from '../../src/lib/region';
import { json, methodNotAllowed, safely } from '../lib/http';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function resolveLocation(
  req: Request,
  context: Pick<Context, 'geo' | 'ip'> | undefined,
  env: Record<string, string | undefined>,
): LocationResult {
  const ip = context?.ip ?? '';
  const url = new URL(req.url);
  const code =
    normaliseCountryCode(url.searchParams.get('country')) ??
    normaliseCountryCode(env.GEO_COUNTRY) ??
    (env.GEO_PLATFORM_DISABLED === '1' ? null : normaliseCountryCode(context?.geo?.country?.code));
  if (!code) return failureResult(ip);
  return { country_code: code, country_name: countryName(code), ip, success: true };
}

export default async (req: Request, context: Context) =>
  safely(() => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(['GET']);
    return json(resolveLocation(req, context, process.env), 200, { vary: 'x-nf-geo' });
  });

export const config: Config = { path: '/api/geo' };

/** /influencer-api/openapi.json: the OpenAPI document as served ({host} filled), written at build time. */
import type { APIRoute } from 'astro';
import { loadOpenApi } from '~/lib/influencer-api/openapi-file';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(loadOpenApi(), null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/** /influencer-api/openapi.yaml: the OpenAPI document as served ({host} filled), written at build time. */
import type { APIRoute } from 'astro';
import { stringify } from 'yaml';
import { loadOpenApi } from '~/lib/influencer-api/openapi-file';

export const GET: APIRoute = () =>
  new Response(stringify(loadOpenApi(), { lineWidth: 0 }), {
    headers: { 'content-type': 'application/yaml; charset=utf-8' },
  });

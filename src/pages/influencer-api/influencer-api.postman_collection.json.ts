/** /influencer-api/influencer-api.postman_collection.json: the Postman collection (v2.1) generated from the document. */
import type { APIRoute } from 'astro';
import { loadOpenApi } from '~/lib/influencer-api/openapi-file';
import { postmanCollection } from '~/lib/influencer-api/postman';
import { site } from '~/config/site';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(postmanCollection(loadOpenApi(), site.url), null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * /cms/config.yml: the Decap CMS configuration, generated from the collection schemas (src/lib/cms). JSON is
 * valid YAML. `astro dev` (and `npm run cms`) adds the local backend (decap-server on CMS_PROXY_PORT); the build
 * uses GitHub through Netlify's OAuth.
 */
import type { APIRoute } from 'astro';
import { cmsConfig } from '~/lib/cms/collections';
import { site } from '~/config/site';
import faviconUrl from '~/assets/favicon.svg?url&no-inline';

export const GET: APIRoute = () => {
  const config = cmsConfig(process.env, { dev: import.meta.env.DEV, siteUrl: site.url, logoUrl: faviconUrl });
  return new Response(`${JSON.stringify(config, null, 2)}\n`, {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
};

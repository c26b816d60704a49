// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { SITE_URL } from './src/config/site-url.mjs';
import securityHeaders from './src/integrations/security-headers';
import ogCards from './src/integrations/og-cards';
import searchIndex from './src/integrations/search-index';

// `astro dev` gets the Netlify runtime (functions + local Blobs) through the Vite plugin.
// `npm start` serves the built `dist/` through @netlify/dev instead (scripts/serve.mjs).
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  integrations: [
    react(),
    mdx(),
    sitemap({ filter: (page) => !new URL(page).pathname.startsWith('/admin') }),
    securityHeaders(),
    ogCards(),
    searchIndex(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      ...(isDev
        ? [
            netlify({
              database: { enabled: false },
              edgeFunctions: { enabled: false },
              images: { enabled: false },
            }),
          ]
        : []),
    ],
  },
});

// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import netlify from '@netlify/vite-plugin';
import { SITE_URL } from './src/config/site-url.mjs';
import { devPort } from './src/config/dev-port.mjs';
import securityHeaders from './src/integrations/security-headers';
import { fileURLToPath } from 'node:url';
import decapCms from './src/integrations/decap-cms';
import ogCards from './src/integrations/og-cards';
import searchIndex from './src/integrations/search-index';
import pageCss from './src/integrations/page-css';
import iconFont from './src/integrations/icon-font';
import deferredScripts from './src/integrations/deferred-scripts';
import openApi from './src/integrations/openapi';
import scheduleManifest from './src/integrations/schedule-manifest';
import { FONTS, UNICODE_RANGE, WEIGHTS } from './src/styles/fonts.mjs';

// `astro dev` gets warm functions and local Blobs (scripts/local/vite-plugin.mjs) and Netlify's redirects and
// headers through @netlify/vite-plugin. `npm start` serves the built `dist/` (scripts/serve.mjs).
const isDev = process.argv.includes('dev');
// Loaded only for `astro dev` (build and sync never need it).
const warmFunctions = isDev ? (await import('./scripts/local/vite-plugin.mjs')).default : null;

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  // `npm run dev` listens on PORT from the shell or .env (default 4321); a --port flag still wins.
  ...(isDev ? { server: { port: devPort() } } : {}),
  build: { format: 'file', inlineStylesheets: 'auto' },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // One subset variable font (scripts/subset-fonts.mjs), preloaded by BaseLayout's <Font preload>; `optional`: the
  // web font is used only if it is there at first paint (the preload makes it so on a first visit), so nothing
  // reflows when it arrives (CLS 0); the metric-matched fallback face (size-adjust, ascent/descent/line-gap
  // overrides) is what a visitor sees when the file comes too late.
  fonts: FONTS.map((font) => ({
    provider: fontProviders.local(),
    name: font.name,
    cssVariable: font.cssVariable,
    fallbacks: ['sans-serif'],
    optimizedFallbacks: true,
    display: /** @type {const} */ ('optional'),
    options: {
      variants:
        /** @type {[{ src: [string], weight: string, style: 'normal', unicodeRange: [string, ...string[]] }]} */ ([
          {
            src: [`./src/assets/fonts/${font.file}`],
            weight: `${WEIGHTS.min} ${WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: UNICODE_RANGE,
          },
        ]),
    },
  })),
  integrations: [
    // First: it fixes the clock that decides which drafts and scheduled entries the build leaves out.
    scheduleManifest(),
    openApi(),
    react(),
    mdx(),
    sitemap({ filter: (page) => !/^\/(admin|cms|unsubscribe)(\/|$)/.test(new URL(page).pathname) }),
    iconFont(),
    pageCss(),
    deferredScripts(),
    decapCms(),
    securityHeaders(),
    ogCards(),
    searchIndex(),
  ],
  vite: {
    build: {
      rolldownOptions: {
        // Astro marks MDX modules with its own "use astro:head-inject" directive, which the bundler cannot keep and
        // reports once per MDX file; Astro handles head injection itself, so that one warning is noise.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use astro:head-inject')) return;
          warn(warning);
        },
      },
    },
    plugins: [
      tailwindcss(),
      ...(isDev
        ? [
            // Warm functions (built once, rebuilt on change) ahead of the Netlify plugin's redirects and headers.
            warmFunctions?.({ projectRoot: fileURLToPath(new URL('.', import.meta.url)) }),
            netlify({
              database: { enabled: false },
              edgeFunctions: { enabled: false },
              images: { enabled: false },
              functions: { enabled: false },
              blobs: { enabled: false },
            }),
          ]
        : []),
    ],
  },
});

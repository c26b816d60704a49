// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { SITE_URL } from './src/config/site-url.mjs';
import decapCms from './src/integrations/decap-cms';
import ogCards from './src/integrations/og-cards';
import htmlPipeline from './src/integrations/html-pipeline';
import openApi from './src/integrations/openapi';
import scheduleManifest from './src/integrations/schedule-manifest';
import { FONTS, UNICODE_RANGE, WEIGHTS } from './src/styles/fonts.mjs';

/** @typedef {{ src: [string], weight: string, style: 'normal', unicodeRange: [string, ...string[]] }} Variant */

// The site's configuration, which the build reads. `npm run dev` reads local-netlify/astro.config.dev.mjs, which adds
// to this one what only development needs (warm functions, local Blobs, Netlify's redirects and headers, the port).
export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // One subset variable font (scripts/subset-fonts.mjs), preloaded by BaseLayout's <Font preload>; `swap`: the brand
  // face is always drawn once it has arrived, on a first visit too; the metric-matched fallback face (size-adjust,
  // ascent/descent/line-gap overrides) holds the same space until then, so the swap moves nothing
  // (docs/decisions/fonts.md), and it draws a character outside the file.
  fonts: FONTS.map((font) => ({
    provider: fontProviders.local(),
    name: font.name,
    cssVariable: font.cssVariable,
    fallbacks: ['sans-serif'],
    optimizedFallbacks: true,
    display: /** @type {const} */ ('swap'),
    options: {
      variants: /** @type {[Variant]} */ ([
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
    sitemap({ filter: (page) => !/^\/(admin|cms|unsubscribe|my-data)(\/|$)/.test(new URL(page).pathname) }),
    decapCms(),
    // The built pages' one rewrite, its stages in a declared order (src/integrations/html-pipeline/index.ts).
    htmlPipeline(),
    ogCards(),
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
    plugins: [tailwindcss()],
  },
});

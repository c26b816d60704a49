/**
 * The one integration that rewrites the built pages. After the build each page is read once, passed through the
 * STAGES in this order and written once; then the OUTPUTS are made from the final pages, in this order
 * (src/integrations/html-pipeline/pipeline.ts; docs/decisions/html-pipeline.md):
 *
 *   stages   icon-sprite -> inline-scripts -> not-found-csp
 *   outputs  icon-sprite -> _headers -> og-cards -> search-index
 *
 * icon-sprite points every page at the site's one icon sprite (its output writes that file); inline-scripts minifies every inline script the page runs; not-found-csp and _headers hash the inline scripts once
 * no stage changes them any more; search-index reads the written pages.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { iconSpriteStep } from './icon-sprite';
import { inlineScriptsStage } from './inline-scripts';
import { ogCardsOutput } from './og-cards';
import { runPipeline, type Output, type Stage } from './pipeline';
import { searchIndexOutput } from './search-index';
import { headersOutput, notFoundCspStage } from './security-headers';

/** The stages in the order they run over each page, and the outputs in the order they are written after the pages. */
export function pipeline(buildStart: () => number): { stages: Stage[]; outputs: Output[] } {
  const icons = iconSpriteStep();
  return {
    stages: [icons.stage, inlineScriptsStage(), notFoundCspStage()],
    outputs: [icons.output, headersOutput(), ogCardsOutput(buildStart), searchIndexOutput()],
  };
}

export default function htmlPipeline(): AstroIntegration {
  let buildStart = Date.now();
  return {
    name: 'html-pipeline',
    hooks: {
      // `astro dev`: @netlify/vite-plugin replays dist/_headers of the last build, whose policy lists the hashes of
      // the BUILT pages' inline scripts; dev pages run other inline scripts (Vite's client, the dev toolbar), which
      // it blocked, with a console error on every page. So dev pages are served without it. The production policy is
      // unchanged and proven on the built site (tests/unit/html-pipeline/csp.test.ts; the route gate fails on any
      // console error). Function responses (/api/...) keep the CSP they set themselves.
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          if ((req.url ?? '').startsWith('/api/')) return next();
          res.removeHeader('Content-Security-Policy');
          const setHeader = res.setHeader.bind(res);
          res.setHeader = (name, value) =>
            name.toLowerCase() === 'content-security-policy' ? res : setHeader(name, value);
          next();
        });
      },
      'astro:build:start': () => {
        buildStart = Date.now();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { stages, outputs } = pipeline(() => buildStart);
        await runPipeline(fileURLToPath(dir), stages, outputs, (line) => logger.info(line));
      },
    },
  };
}

/**
 * Social cards under `astro dev`: /og/*.png is served straight from the cache pages draw their cards into while they
 * render (src/lib/seo/og/render.ts). In a build the html-pipeline's `og-cards` output copies the cards the pages
 * reference into dist/og/ (src/integrations/html-pipeline/og-cards.ts).
 */
import type { AstroIntegration } from 'astro';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CARD_PATH_PATTERN } from '../lib/seo/og/card';
import { OG_CACHE_DIR } from './html-pipeline/og-cards';

export default function ogCards(): AstroIntegration {
  return {
    name: 'og-cards',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- cannot reject: its one await is in try/catch
        server.middlewares.use(async (req, res, next) => {
          const m = (req.url ?? '').split('?')[0].match(CARD_PATH_PATTERN);
          if (!m) return next();
          try {
            const png = await readFile(join(OG_CACHE_DIR, `${m[2]}.png`));
            res.setHeader('Content-Type', 'image/png');
            res.end(png);
          } catch {
            next();
          }
        });
      },
    },
  };
}

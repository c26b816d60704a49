/**
 * Social cards. Pages draw their cards into the cache while they render (src/lib/seo/og/render.ts); after
 * the build this copies every card a page's og:image references from the cache into dist/og/ and fails the build
 * when one is missing. `astro dev` serves /og/*.png straight from the cache.
 */
import type { AstroIntegration } from 'astro';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_PATH_PATTERN } from '../lib/seo/og/card';

const CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'og-cards');

/** Card paths referenced by og:image / twitter:image in one page's HTML. */
export function referencedCards(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(
    /<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/g,
  ))
    out.add(m[1]);
  return [...out];
}

export default function ogCards(): AstroIntegration {
  let buildStart = Date.now();
  return {
    name: 'og-cards',
    hooks: {
      'astro:server:setup': ({ server }) => {
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- cannot reject: its one await is in try/catch
        server.middlewares.use(async (req, res, next) => {
          const m = (req.url ?? '').split('?')[0].match(CARD_PATH_PATTERN);
          if (!m) return next();
          try {
            const png = await readFile(join(CACHE_DIR, `${m[2]}.png`));
            res.setHeader('Content-Type', 'image/png');
            res.end(png);
          } catch {
            next();
          }
        });
      },
      'astro:build:start': () => {
        buildStart = Date.now();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const cards = new Set<string>();
        for (const e of entries) {
          if (e.isFile() && e.name.endsWith('.html'))
            for (const c of referencedCards(await readFile(join(e.parentPath, e.name), 'utf8'))) cards.add(c);
        }
        let drawn = 0;
        for (const card of cards) {
          const m = card.match(CARD_PATH_PATTERN);
          if (!m) throw new Error(`og-cards: unexpected card path ${card}`);
          const source = join(CACHE_DIR, `${m[2]}.png`);
          const made = await stat(source).then(
            (s) => s.mtimeMs,
            () => {
              throw new Error(`og-cards: ${card} is referenced but not in the cache (${CACHE_DIR})`);
            },
          );
          if (made >= buildStart) drawn++;
          const target = join(root, card);
          await mkdir(dirname(target), { recursive: true });
          await copyFile(source, target);
        }
        logger.info(
          `${cards.size} social card(s) in dist/og: ${drawn} drawn by this build, ${cards.size - drawn} from the cache`,
        );
      },
    },
  };
}

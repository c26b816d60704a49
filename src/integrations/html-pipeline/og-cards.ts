/**
 * Output `og-cards`: pages draw their social cards into the cache while they render (src/lib/seo/og/render.ts);
 * this copies every card a final page's og:image or twitter:image references from the cache into dist/og/, and
 * fails the build when one is missing. (`astro dev` serves /og/*.png from the cache: src/integrations/og-cards.ts.)
 */
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CARD_PATH_PATTERN } from '../../lib/seo/og/card';
import type { Output } from './pipeline';

export const OG_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'og-cards');

/** Card paths referenced by og:image / twitter:image in one page's HTML. */
export function referencedCards(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(
    /<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/g,
  ))
    out.add(m[1]);
  return [...out];
}

/** `buildStart`: when this build began (a card the cache got since was drawn by it). */
export function ogCardsOutput(buildStart: () => number, cacheDir = OG_CACHE_DIR): Output {
  return {
    name: 'og-cards',
    write: async (root, pages) => {
      const cards = new Set([...pages.values()].flatMap(referencedCards));
      let drawn = 0;
      for (const card of cards) {
        const m = card.match(CARD_PATH_PATTERN);
        if (!m) throw new Error(`og-cards: unexpected card path ${card}`);
        const source = join(cacheDir, `${m[2]}.png`);
        const made = await stat(source).then(
          (s) => s.mtimeMs,
          () => {
            throw new Error(`og-cards: ${card} is referenced but not in the cache (${cacheDir})`);
          },
        );
        if (made >= buildStart()) drawn++;
        const target = join(root, card);
        await mkdir(dirname(target), { recursive: true });
        await copyFile(source, target);
      }
      return `${cards.size} social card(s) in dist/og: ${drawn} drawn by this build, ${cards.size - drawn} from the cache`;
    },
  };
}

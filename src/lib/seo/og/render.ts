/**
 * Draws social cards at build time (satori → SVG → resvg → PNG) with the site's own fonts from npm, and caches each
 * PNG by the hash of its inputs in node_modules/.cache/og-cards, so a rebuild with unchanged content draws none.
 * The `og-cards` integration copies the cards the pages reference into dist/og/.
 */
import { createRequire } from 'node:module';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, cardHash, cardPath, cardTree, type CardInput } from './card';

export const CARD_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'og-cards');

const require = createRequire(join(process.cwd(), 'package.json'));

const FONT_FILES = [
  { name: 'Inter', weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: 'Inter', weight: 600, file: '@fontsource/inter/files/inter-latin-600-normal.woff' },
  { name: 'Jakarta', weight: 800, file: '@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff' },
] as const;
const VERSIONED = ['@fontsource/inter', '@fontsource/plus-jakarta-sans', 'satori', '@resvg/resvg-js'];

let fontsKeyCache: string | undefined;
/** Identity of the drawing tools: versions of the font packages, satori and resvg. */
export function fontsKey(): string {
  fontsKeyCache ??= VERSIONED.map((p) => `${p}@${(require(`${p}/package.json`) as { version: string }).version}`).join(
    ',',
  );
  return fontsKeyCache;
}

type Fonts = { name: string; data: Buffer; weight: 400 | 600 | 800; style: 'normal' }[];
let fontsPromise: Promise<Fonts> | undefined;
function loadFonts(): Promise<Fonts> {
  fontsPromise ??= Promise.all(
    FONT_FILES.map(async (f) => ({
      name: f.name,
      weight: f.weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(f.file)),
    })),
  );
  return fontsPromise;
}

/** Render one card to PNG bytes (no cache). */
export async function renderCardPng(input: CardInput): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(cardTree(input) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng());
}

export const cardStats = { rendered: 0, cached: 0 };

export interface Card {
  /** Public path, e.g. /og/customer-stories/chumbak.0123456789abcdef.png */
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** The card of one page: drawn unless the cache already holds one for exactly these inputs. */
export async function ensureCard(pagePath: string, input: CardInput, cacheDir = CARD_CACHE_DIR): Promise<Card> {
  const hash = cardHash(input, fontsKey());
  const file = join(cacheDir, `${hash}.png`);
  const exists = await stat(file).then(
    () => true,
    () => false,
  );
  if (exists) cardStats.cached++;
  else {
    const png = await renderCardPng(input);
    await mkdir(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, png);
    await rename(tmp, file);
    cardStats.rendered++;
  }
  return { path: cardPath(pagePath, hash), alt: cardAlt(input), width: CARD_WIDTH, height: CARD_HEIGHT };
}

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ogCardsOutput, referencedCards } from '~/integrations/html-pipeline/og-cards';

const HASH = '0123456789abcdef';
const page = (card: string) =>
  `<head><meta property="og:image" content="https://example.com/og/${card}.png">` +
  `<meta name="twitter:image" content="https://example.com/og/${card}.png"></head>`;

describe('output og-cards', () => {
  let root: string;
  let cache: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'og-out-'));
    cache = await mkdtemp(join(tmpdir(), 'og-cache-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(cache, { recursive: true, force: true });
  });

  it("reads the cards a page's og:image and twitter:image reference, once each", () => {
    expect(referencedCards(page(`pricing.${HASH}`))).toEqual([`/og/pricing.${HASH}.png`]);
    expect(referencedCards('<meta property="og:image" content="/og/x.png">')).toEqual([]);
  });

  it('copies every referenced card from the cache into the output, and fails on one not in the cache', async () => {
    await writeFile(join(cache, `${HASH}.png`), 'PNG-a');
    const pages = new Map([
      ['index.html', page(`home.${HASH}`)],
      ['blog/x.html', page(`home.${HASH}`)],
    ]);
    const line = await ogCardsOutput(() => 0, cache).write(root, pages);
    expect(await readFile(join(root, 'og', `home.${HASH}.png`), 'utf8')).toBe('PNG-a');
    expect(line).toBe('1 social card(s) in dist/og: 1 drawn by this build, 0 from the cache');
    const later = await ogCardsOutput(() => Date.now() + 60_000, cache).write(root, pages);
    expect(later).toBe('1 social card(s) in dist/og: 0 drawn by this build, 1 from the cache');
    const missing = new Map([['x.html', page(`blog/x.${'0'.repeat(16)}`)]]);
    await expect(ogCardsOutput(() => 0, cache).write(root, missing)).rejects.toThrow(
      /og-cards: \/og\/blog\/x\.0{16}\.png is referenced but not in the cache/,
    );
  });
});

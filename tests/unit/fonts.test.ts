/**
 * The brand face's one file (src/styles/fonts.mjs; docs/decisions/fonts.md): the characters it keeps, named exactly by
 * its unicode-range, and small enough to arrive in one round trip of a new connection.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, FILE_CHARACTERS, FONTS, UNICODE_RANGE } from '../../src/styles/fonts.mjs';

const file = join(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts', FONTS[0].file);

/** The codepoints a CSS unicode-range list covers. */
function covered(ranges: readonly string[]): number[] {
  return ranges.flatMap((r) => {
    const [a, b = a] = r
      .replace(/^U\+/, '')
      .split('-')
      .map((h) => parseInt(h, 16));
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

describe('brand face file', () => {
  it('is named by a unicode-range of exactly its characters', () => {
    expect(covered(UNICODE_RANGE)).toEqual([...FILE_CHARACTERS].map((c) => c.codePointAt(0)));
  });

  it('keeps ASCII, the marks and signs the copy uses and the common accented letters, and leaves the rarest out', () => {
    for (const c of [...FILE_CHARACTERS]) expect(CHARACTERS).toContain(c);
    for (const c of ' AZaz09&@“”‘’–—…•·©×₹€→éÉñüßçø') expect(FILE_CHARACTERS).toContain(c);
    for (const c of '½¼¹²¿ÞÿÐ') expect(FILE_CHARACTERS).not.toContain(c);
  });

  it('stays within one round trip of a new connection (10 TCP segments, less its response headers)', () => {
    // 10 x 1,460 bytes is what a new connection's first round trip carries; the headers take ~600 of them. A bigger
    // file needs a second round trip before a first visit's first paint, which the preload holds for it.
    expect(readFileSync(file).length).toBeLessThanOrEqual(14_000);
  });
});

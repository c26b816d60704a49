/**
 * The brand face's files (src/styles/fonts.mjs; docs/decisions/fonts.md): between them every character the face draws,
 * each in one file, and the preloaded first file small enough to arrive in one round trip of a new connection.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, FACES } from '../../src/styles/fonts.mjs';

const fontsDir = join(import.meta.dirname, '..', '..', 'src', 'assets', 'fonts');

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

describe('brand face files', () => {
  it('hold every character the face draws, each in exactly one file', () => {
    const all = FACES.flatMap((f) => [...f.characters]);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort().join('')).toBe([...CHARACTERS].sort().join(''));
  });

  it.each(FACES.map((f) => [f.file, f] as const))('%s: its unicode-range is exactly its characters', (_file, face) => {
    expect(covered(face.unicodeRange)).toEqual([...face.characters].map((c) => c.codePointAt(0)));
  });

  it('preload only the first file, which holds ASCII and the marks the copy uses', () => {
    expect(FACES.map((f) => f.preload)).toEqual([true, false]);
    for (const c of ' AZaz09&@“”‘’–—…•·©×₹€→') expect(FACES[0].characters).toContain(c);
    for (const c of 'éÉñüß½') expect(FACES[1].characters).toContain(c);
  });

  it('keep the preloaded file within one round trip of a new connection (10 TCP segments, less its headers)', () => {
    // 10 x 1,460 bytes is what a new connection's first round trip carries; the response headers take ~600 of them.
    // A bigger file needs a second round trip before the first paint on a first visit.
    expect(readFileSync(join(fontsDir, FACES[0].file)).length).toBeLessThanOrEqual(14_000);
  });
});

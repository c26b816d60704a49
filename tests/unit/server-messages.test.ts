/** The functions' shared messages live in one table (netlify/lib/messages.ts): no message is written twice. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { walk } from '~/lib/content/files';
import { MESSAGES } from '../../netlify/lib/messages';

const files = walk('netlify')
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.ts'));
/** Sentence literals: a quoted string of three or more words ending in '.', '!' or '?'. */
const SENTENCE = /(['"`])([A-Z][^'"`\n]*? [^'"`\n]*? [^'"`\n]*?[.!?])\1/g;

describe('server messages', () => {
  it('every sentence a function answers with is written in one place', () => {
    const seen = new Map<string, string[]>();
    for (const f of files)
      for (const [, , text] of readFileSync(f, 'utf8').matchAll(SENTENCE))
        seen.set(text, [...(seen.get(text) ?? []), f]);
    const twice = [...seen]
      .filter(([, where]) => where.length > 1)
      .map(([text, where]) => `${text} (${where.join(', ')})`);
    expect(twice).toEqual([]);
  });

  it('the shared messages are spelled only in the table', () => {
    const texts = Object.values(MESSAGES).flatMap((m) =>
      typeof m === 'string' ? [m] : typeof m === 'object' ? Object.values(m) : [],
    );
    expect(texts).toContain('Cross-origin requests are not allowed.');
    const elsewhere = files
      .filter((f) => f !== 'netlify/lib/messages.ts')
      .flatMap((f) => {
        const source = readFileSync(f, 'utf8');
        return texts.filter((t) => source.includes(t)).map((t) => `${f}: ${t}`);
      });
    expect(elsewhere).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { headingParts } from '~/lib/ui/heading-text';

describe('headingParts', () => {
  it('separates a comma that follows a letter, and keeps the text intact', () => {
    const parts = headingParts('Simple, transparent pricing');
    expect(parts).toEqual([
      { text: 'Simple', punct: false },
      { text: ',', punct: true },
      { text: ' transparent pricing', punct: false },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Simple, transparent pricing');
  });

  it('leaves numbers and text without punctuation alone', () => {
    expect(headingParts('400M+ creators, 1,284 results')).toEqual([
      { text: '400M+ creators', punct: false },
      { text: ',', punct: true },
      { text: ' 1,284 results', punct: false },
    ]);
    expect(headingParts('Pricing')).toEqual([{ text: 'Pricing', punct: false }]);
  });
});

describe('headingParts inside words', () => {
  it('leaves a full stop inside a word (Node.js) or a number alone', () => {
    expect(headingParts('Node.js tips: 3.5X faster.')).toEqual([
      { text: 'Node.js tips', punct: false },
      { text: ':', punct: true },
      { text: ' 3.5X faster', punct: false },
      { text: '.', punct: true },
    ]);
  });
});

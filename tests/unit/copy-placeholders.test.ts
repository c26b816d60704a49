import { describe, expect, it } from 'vitest';
import { fill } from '~/lib/copy/placeholders';

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fill('Read the {company} story', { company: 'Plum' })).toBe('Read the Plum story');
    expect(fill('{minutes} min read', { minutes: 4 })).toBe('4 min read');
    expect(fill('About {company}', {})).toBe('About {company}');
  });

  it('groups the digits of numbers, and leaves strings as they are', () => {
    expect(fill('{total} submissions', { total: 12345 })).toBe('12,345 submissions');
    expect(fill('© {year} {brand}', { year: '2026', brand: 'Influencerly' })).toBe('© 2026 Influencerly');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shareLinks } from '~/lib/ui/share';
import { shareSchema } from '~/lib/ui/share.schema';
import { ALL, countLabel, filterCss, noScriptFilterCss, filterFromSearch } from '~/lib/ui/filter';
import { industryOptions, industrySlug } from '~/lib/customer-stories/industry';
import { collectionFiles } from '~/lib/content/files';

const shareCopy = shareSchema.parse(collectionFiles('share')[0].data);

describe('share links', () => {
  it('carry the encoded page address', () => {
    const url = 'https://www.example.com/customer-stories/plum?x=1&y=2';
    const links = shareLinks(url, 'Plum & co', shareCopy.networks);
    const enc = encodeURIComponent(url);
    expect(links.map((l) => l.network)).toEqual(['x', 'facebook', 'linkedin']);
    expect(links[0].href).toBe(`https://x.com/intent/post?url=${enc}&text=Plum%20%26%20co`);
    expect(links[1].href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${enc}`);
    expect(links[2].href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${enc}`);
    expect(links.map((l) => l.label)).toEqual(['Share on X', 'Share on Facebook', 'Share on LinkedIn']);
    expect(shareCopy.copied).toBe('Link copied to clipboard!');
  });
});

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());
  it('uses the Clipboard API when present', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await copyText('https://x.example/a')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/a');
  });
  it('falls back to execCommand when the Clipboard API refuses, and cleans up', async () => {
    Object.defineProperty(window.navigator, 'clipboard', {
      value: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
      configurable: true,
    });
    const exec = vi.fn(() => true);
    (document as unknown as { execCommand: typeof exec }).execCommand = exec;
    expect(await copyText('https://x.example/b')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('industry filter', () => {
  const items = [{ industry: 'Food & Beverage' }, { industry: 'Travel' }, { industry: 'Food & Beverage' }];
  it('slugs and options', () => {
    expect(industrySlug('Food & Beverage')).toBe('food-and-beverage');
    expect(industryOptions(items)).toEqual([
      { value: 'food-and-beverage', label: 'Food & Beverage', count: 2 },
      { value: 'travel', label: 'Travel', count: 1 },
    ]);
  });
  it('reads the choice from the query string, ignoring unknown values', () => {
    expect(filterFromSearch('?industry=travel', ['all', 'travel'], 'industry')).toBe('travel');
    expect(filterFromSearch('?industry=cars', ['all', 'travel'], 'industry')).toBe(ALL);
    expect(filterFromSearch('?category=trends', ['all', 'trends'], 'category')).toBe('trends');
    const templates = { one: 'Showing {count} story', other: 'Showing {count} stories' };
    expect(countLabel(1, templates)).toBe('Showing 1 story');
    expect(countLabel(18, templates)).toBe('Showing 18 stories');
    expect(countLabel(0, templates)).toBe('Showing 0 stories');
  });
  it('generates CSS that hides the other cards while a value is checked (works without JavaScript)', () => {
    expect(filterCss('#scope', ['a'], 'data-industry')).toBe(
      '#scope[data-filter-value="a"] [data-industry]:not([data-industry="a"]){display:none}',
    );
    expect(filterCss('#p', ['x', 'y'], 'data-category').split('\n')).toEqual([
      '#p[data-filter-value="x"] [data-category]:not([data-category="x"]){display:none}',
      '#p[data-filter-value="y"] [data-category]:not([data-category="y"]){display:none}',
    ]);
    expect(noScriptFilterCss('#scope', ['a'], 'data-industry')).toBe(
      '#scope:has(input[value="a"]:checked) [data-industry]:not([data-industry="a"]){display:none}',
    );
    expect(noScriptFilterCss('#p', ['x', 'y'], 'data-category').split('\n')).toHaveLength(2);
  });
});

describe('the one testimonial shape', () => {
  it('a story testimonial reads into it; home and quote schemas extend the rated form', async () => {
    const { storyTestimonial, ratedTestimonialSchema, testimonialQuoteSchema } =
      await import('~/lib/customer-stories/testimonial.schema');
    const { testimonialSchema } = await import('~/lib/home/testimonials.schema');
    const { customerQuotesSchema } = await import('~/lib/pricing/customer-quotes.schema');
    expect(
      storyTestimonial({
        quote: 'Q long enough',
        author: 'Neha',
        position: 'Head, Co',
        consentedName: true,
        avatar: 'a.svg',
        avatarAlt: 'Neha',
      }),
    ).toEqual({
      content: 'Q long enough',
      author: { name: 'Neha', role: 'Head, Co', avatar: 'a.svg' },
      avatarAlt: 'Neha',
    });
    // without consent: credited by position alone (issue 31)
    expect(storyTestimonial({ quote: 'Q long enough', author: 'Neha', position: 'Head, Co' }).author).toEqual({
      name: '',
      role: 'Head, Co',
      avatar: undefined,
    });
    const quote = { content: 'Too short', author: { name: 'A', role: 'B' } };
    expect(testimonialQuoteSchema.safeParse(quote).success).toBe(false);
    for (const schema of [ratedTestimonialSchema, testimonialSchema, customerQuotesSchema]) {
      expect(Object.keys(schema.shape)).toEqual(
        expect.arrayContaining(['content', 'author', 'title', 'rating', 'ratingColor']),
      );
      expect(schema.shape.author).toBe(testimonialQuoteSchema.shape.author);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '~/lib/seo';

describe('canonical URL of file-format pages', () => {
  it('drops the .html of a built page and keeps the root', () => {
    expect(canonicalUrl('/pricing.html', 'https://x.test')).toBe('https://x.test/pricing');
    expect(canonicalUrl('/customer-stories/plum.html', 'https://x.test')).toBe('https://x.test/customer-stories/plum');
    expect(canonicalUrl('/index.html', 'https://x.test')).toBe('https://x.test/');
    expect(canonicalUrl('/blog/index.html', 'https://x.test')).toBe('https://x.test/blog');
    expect(canonicalUrl('/pricing', 'https://x.test')).toBe('https://x.test/pricing');
  });
});

/**
 * Invariants over the built pages of every story and post (dist/, built by `npm run test:e2e`), read from the
 * content rather than pinned: each entry renders, shows its required fields, and links to a next story that exists.
 */
import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { posts, stories, storyChain } from './support/content';
import { collectionFiles } from '../../src/lib/content/files';
import { readMinutes } from '../../src/lib/content/read-time';

const dist = join(import.meta.dirname, '..', '..', 'dist');
function page(path: string): Document {
  const file = join(dist, `${path}.html`);
  expect(existsSync(file), `${path} was not built`).toBe(true);
  const window = new Window();
  window.document.write(readFileSync(file, 'utf8'));
  return window.document as unknown as Document;
}
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

type StoryPage = {
  companyName: string;
  heroTitle: string;
  approach: unknown[];
  results: { title: string }[];
  products: string[];
  testimonial: null | { quote: string };
};

test.describe('every story page shows its required fields', () => {
  for (const s of stories)
    test(s.id, () => {
      const id = s.id;
      const d = s.data as unknown as StoryPage;
      const doc = page(`customer-stories/${id}`);
      expect(text(doc.querySelector('h1'))).toBe(d.heroTitle);
      expect(text(doc.querySelector('main'))).toContain(d.companyName);
      expect(doc.querySelectorAll('[data-approach] > li')).toHaveLength(d.approach.length);
      expect(doc.querySelectorAll('[data-results] > li')).toHaveLength(d.results.length);
      for (const r of d.results) expect(text(doc.querySelector('[data-results]'))).toContain(r.title);
      expect(doc.querySelectorAll('[data-products] > li')).toHaveLength(d.products.length);
      expect(doc.querySelectorAll('main [data-testimonial]').length > 0).toBe(d.testimonial !== null);
      for (const heading of ['The Challenge', 'The Solution'])
        expect([...doc.querySelectorAll('h2')].map(text)).toContain(heading);
      expect(doc.querySelector('[data-next-story]')?.getAttribute('href')).toBe(
        `/customer-stories/${storyChain.next.get(id)}`,
      );
    });
});

test.describe('every post page shows its required fields', () => {
  const bodies = new Map(collectionFiles('blog').map((f) => [f.id, f]));
  for (const p of posts)
    test(p.id, () => {
      const id = p.id;
      const d = p.data as typeof p.data & { author: { name: string }; tags: string[]; readTime?: number };
      const doc = page(`blog/${id}`);
      expect(text(doc.querySelector('h1'))).toBe(d.title);
      expect(text(doc.querySelector('[data-author]'))).toBe(d.author.name);
      expect(doc.querySelectorAll('[data-tags] li')).toHaveLength(d.tags.length);
      const f = bodies.get(id)!;
      expect(text(doc.querySelector('article'))).toContain(
        `${readMinutes({ body: f.body, data: { readTime: d.readTime } })} min read`,
      );
    });
});

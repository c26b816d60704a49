/** Customer-story cover art and testimonial attribution. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coverChoices, INDUSTRY_ART, storyCoverSvg, wrapText } from '~/lib/stories/cover';
import { INDUSTRIES } from '~/lib/stories/stories.schema';

const dir = 'content-collections/case-studies';
const stories = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const data = parse(readFileSync(`${dir}/${f}`, 'utf8').split('---')[1]!) as {
      companyName: string;
      industry: string;
      results: { title: string; description: string }[];
      testimonial: null | { author: string; position: string; avatar?: string };
    };
    return { id: f.replace(/\.mdx$/, ''), ...data };
  });

describe('story cover art', () => {
  it('covers every story, each one different from every other', () => {
    expect(stories.length).toBeGreaterThan(0);
    const svgs = stories.map((s) => storyCoverSvg(s));
    expect(new Set(svgs).size).toBe(stories.length);
    // no two stories share motif and colours, even inside one industry
    const looks = stories.map((s) => {
      const c = coverChoices(s);
      return `${c.motif} ${c.from} ${c.to}`;
    });
    expect(new Set(looks).size).toBe(stories.length);
    // stories of one industry use at least two different motifs when there are several
    for (const industry of INDUSTRIES) {
      const motifs = stories.filter((s) => s.industry === industry).map((s) => coverChoices(s).motif);
      if (motifs.length >= 3) expect(new Set(motifs).size, industry).toBeGreaterThan(1);
    }
  });

  it("is drawn from the story's own data, with no company name and nothing remote", () => {
    for (const s of stories) {
      const svg = storyCoverSvg(s);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain(`>${s.results[0]!.title.replace(/&/g, '&amp;')}</text>`);
      expect(svg).toContain(`>${s.results[1]!.title.replace(/&/g, '&amp;')}</text>`);
      expect(svg.toLowerCase()).not.toContain(s.companyName.toLowerCase());
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|href=/);
    }
  });

  it('has art for every industry the schema allows', () => {
    for (const industry of INDUSTRIES) expect(INDUSTRY_ART, industry).toHaveProperty([industry]);
  });

  it('wraps text into lines and marks cut text', () => {
    expect(wrapText('Views of creator recipes and reels.', 26, 2)).toEqual(['Views of creator recipes', 'and reels']);
    expect(wrapText('one two three four five six seven eight nine ten', 10, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('short', 26, 1)).toEqual(['short']);
  });
});

describe('story testimonials name a person and their position', () => {
  const quoted = stories.filter((s) => s.testimonial);
  it.each(quoted.map((s) => [s.id, s] as const))('%s', (_id, s) => {
    const t = s.testimonial!;
    // a name, not a job title: two or more capitalised words and no role words
    expect(t.author).toMatch(/^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)+$/u);
    expect(t.author).not.toMatch(/\b(head|manager|lead|founder|marketing|director|officer|team)\b/i);
    // the position is a role at the company, not the brand alone
    expect(t.position).not.toBe(s.companyName);
    expect(t.position).toContain(s.companyName);
    expect(t.position.length).toBeGreaterThan(s.companyName.length + 3);
  });
  it('avatars are drawn monograms, not silhouettes', () => {
    for (const s of quoted.filter((q) => q.testimonial!.avatar)) {
      const svg = readFileSync(`${dir}/${s.testimonial!.avatar}`, 'utf8');
      const initials = s
        .testimonial!.author.split(' ')
        .map((w) => w[0])
        .join('');
      expect(svg).toContain(`>${initials}</text>`);
      expect(svg).not.toMatch(/<path d="M18 84/);
    }
  });
});

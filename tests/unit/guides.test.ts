/** The marketing guide's table of contents and its sections agree; the comparison rows have three competitor cells. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readMinutes, readableText } from '~/lib/content/read-time';

const mdx = readFileSync('content-collections/guides/influencer-marketing-guide.mdx', 'utf8');
const front = parse(mdx.split('---')[1]) as { sections: { id: string; title: string }[]; readTime?: number };

describe('influencer marketing guide', () => {
  it('lists the six sections the spec names, in order, each rendered once with a Pro Tip', () => {
    expect(front.sections.map((s) => s.id)).toEqual([
      'getting-started',
      'strategy-planning',
      'creator-discovery',
      'campaign-execution',
      'content-optimization',
      'measurement-roi',
    ]);
    const bodies = mdx.split('<GuideSection ').slice(1);
    expect(bodies.map((b) => /id="([^"]+)"/.exec(b)?.[1])).toEqual(front.sections.map((s) => s.id));
    for (const b of bodies) expect(b).toContain('<ProTip>');
  });
  it('states the reading time of its own body (200 words a minute), not "15 min read" for ~670 words', () => {
    const body = mdx.split('---').slice(2).join('---');
    expect(front.readTime, 'computed from the text, no hand-typed override').toBeUndefined();
    const words = readableText(body).split(/\s+/).filter(Boolean).length;
    expect(readMinutes({ body, data: {} })).toBe(Math.max(1, Math.round(words / 200)));
  });
  it('carries the spec advice on micro-influencers', () => {
    expect(mdx).toMatch(/10K-100K followers and an engagement rate of 2-6%/);
  });
});

describe('comparison content', () => {
  it('has three competitors, a cell for each, and six benefits', () => {
    const c = parse(readFileSync('content-collections/comparison-guide/comparison-guide.yaml', 'utf8'));
    expect(c.competitors).toHaveLength(3);
    for (const row of c.rows) expect(row.competitors).toHaveLength(3);
    expect(c.benefits).toHaveLength(6);
  });
});

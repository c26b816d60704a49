/** Customer-story cover art and testimonial attribution. */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { coverArtSvg, coverChoices, coverWordsSvg, INDUSTRY_ART, storyCoverHtml } from '~/lib/customer-stories/cover';
import { coverAssets, coverAssetsData } from '~/lib/customer-stories/cover-font';
import {
  coverAssetsFromData,
  isStatistic,
  layoutCover,
  textWidth,
  wrapMeasured,
  TEXT_BOTTOM,
  TEXT_LEFT,
  TEXT_WIDTH,
  type CoverFont,
} from '~/lib/customer-stories/cover-text';

const assets = coverAssets();
const { font } = assets;
/** The whole cover as the pages show it: the art (an image) and the words laid over it. */
const draw = (s: (typeof stories)[number]) => storyCoverHtml(s, assets);
/** The words of a cover, from its lines. */
const words = (svg: string) =>
  [...svg.matchAll(/data-line="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
const norm = (t: string) => t.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
import { INDUSTRIES } from '~/lib/customer-stories/customer-stories.schema';

const dir = 'content-collections/customer-stories';
const stories = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const data = parse(readFileSync(`${dir}/${f}`, 'utf8').split('---')[1]) as {
      companyName: string;
      industry: string;
      results: { title: string; description: string }[];
      testimonial: null | { author?: string; position: string; avatar?: string; consentedName?: boolean };
    };
    return { id: f.replace(/\.mdx$/, ''), ...data };
  });

describe('story cover art', () => {
  it('covers every story, each one different from every other', () => {
    expect(stories.length).toBeGreaterThan(0);
    const svgs = stories.map(draw);
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

  it("is drawn from the story's own data: the art an image without words, the words real text in the page's font", () => {
    for (const s of stories) {
      const art = coverArtSvg(s, assets.icon);
      expect(art.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(art.endsWith('</svg>')).toBe(true);
      // the image carries no words and no glyph outlines, and stays small
      expect(art).not.toMatch(/<text|<use|data-line/);
      expect(gzipSync(art).length, s.id).toBeLessThan(1500);
      // the words are text the page draws in its own font (no family named, no outlines), hidden from assistive tech
      const words = coverWordsSvg(s, font);
      expect(words).toMatch(/^<svg [^>]*aria-hidden="true"/);
      expect(words).not.toMatch(/font-family|<path|<use/);
      const texts = [...words.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
      expect(texts.join(' ')).toContain(s.results[0].title);
      for (const svg of [art, words])
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|href=/);
    }
  });

  it('never cuts text: each result shown is shown whole, inside the text area', () => {
    for (const s of stories) {
      const svg = draw(s);
      const shown = words(svg).join(' ');
      expect(shown, s.id).not.toContain('…');
      const layout = layoutCover(font, s.results)!;
      for (const line of layout.lines) {
        expect(textWidth(font, line.text, line.weight, line.size), `${s.id}: ${line.text}`).toBeLessThanOrEqual(
          TEXT_WIDTH,
        );
        expect(line.x).toBe(TEXT_LEFT);
        expect(line.y).toBeLessThanOrEqual(TEXT_BOTTOM);
      }
      // every text drawn is a whole title or description of a result, in order
      const texts = s.results.flatMap((r) => [r.title, norm(r.description)]);
      let rest = shown;
      for (const t of texts) if (rest.startsWith(t)) rest = rest.slice(t.length).trimStart();
      expect(rest, `${s.id}: "${shown}"`).toBe('');
      // the first result's title and description are always there
      expect(shown.startsWith(`${s.results[0].title} ${norm(s.results[0].description)}`), s.id).toBe(true);
    }
  });

  it('draws a big statistic only for a result with a number; word-only results are headings', () => {
    expect(isStatistic('37M+')).toBe(true);
    expect(isStatistic('Faster launches')).toBe(false);
    const stat = layoutCover(font, [{ title: '42%', description: 'Trial-to-repeat conversion.' }])!;
    const words2 = layoutCover(font, [{ title: 'Faster launches', description: 'Launches went live sooner.' }])!;
    expect(stat.lines[0].size).toBeGreaterThanOrEqual(100);
    expect(words2.lines[0].size).toBeLessThanOrEqual(64);
    for (const s of stories) {
      const first = layoutCover(font, s.results)!.lines[0];
      expect(first.size > 64, s.id).toBe(isStatistic(s.results[0].title));
    }
  });

  it('leaves a result off rather than cutting it, and says which title cannot fit at all', () => {
    const long = 'A description that goes on and on '.repeat(6);
    const layout = layoutCover(font, [
      { title: '37M+', description: 'Views of creator recipes and reels.' },
      { title: '86%', description: long },
    ])!;
    // a long figure is drawn smaller rather than leaving the second result off
    const both = layoutCover(font, [
      { title: '2x reach', description: 'Reach doubled within one quarter.' },
      { title: '40 creators', description: 'Forty creators joined the programme.' },
    ])!;
    expect(both.lines.map((l) => l.text).join(' ')).toBe(
      '2x reach Reach doubled within one quarter 40 creators Forty creators joined the programme',
    );
    // the second description does not fit whole, so it is left off; the rest is drawn whole
    expect(layout.lines.map((l) => l.text).join(' ')).toBe('37M+ Views of creator recipes and reels 86%');
    expect(wrapMeasured(font, 'Supercalifragilisticexpialidocious'.repeat(3), 800, 150, TEXT_WIDTH, 1)).toBeNull();
    expect(() =>
      coverWordsSvg({ id: 'x', industry: 'Travel', results: [{ title: 'W'.repeat(60), description: 'd' }] }, font),
    ).toThrow('cover art of "x": results[0].title');
    const missing: CoverFont = {
      unitsPerEm: 1000,
      glyphs: () => {
        throw new Error('no glyph');
      },
    };
    expect(() => layoutCover(missing, [{ title: '1', description: 'd' }])).toThrow('no glyph');
    expect(() => font.glyphs('₿', 800)).toThrow(`the site's font has no "₿"`);
  });

  it('the CMS preview draws the same cover from the assets as JSON', () => {
    const text = stories.flatMap((s) => s.results.flatMap((r) => [r.title, r.description])).join('');
    const data = JSON.parse(JSON.stringify(coverAssetsData(text))) as Parameters<typeof coverAssetsFromData>[0];
    const fromJson = coverAssetsFromData(data);
    for (const s of stories) expect(storyCoverHtml(s, fromJson), s.id).toBe(draw(s));
    expect(() => fromJson.font.glyphs('₿', 800)).toThrow('the site\'s font has no "₿"');
    expect(() => fromJson.icon('no-such-icon')).toThrow('icon "no-such-icon"');
  });

  it('has art for every industry the schema allows', () => {
    for (const industry of INDUSTRIES) expect(INDUSTRY_ART, industry).toHaveProperty([industry]);
  });
});

describe('story testimonials are credited by role and brand (issue 31)', () => {
  const quoted = stories.filter((s) => s.testimonial);
  it.each(quoted.map((s) => [s.id, s] as const))('%s', (_id, s) => {
    const t = s.testimonial!;
    // no invented person: a name and an avatar only with consent, and none has it
    expect(t.consentedName ?? false).toBe(false);
    expect(t.author).toBeUndefined();
    expect(t.avatar).toBeUndefined();
    // the position is a role at the company, not the brand alone
    expect(t.position).not.toBe(s.companyName);
    expect(t.position).toContain(s.companyName);
    expect(t.position.length).toBeGreaterThan(s.companyName.length + 3);
  });
});

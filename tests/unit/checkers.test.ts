import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  benchmarkBand,
  calculateEngagement,
  checkerCard,
  engagementCard,
  engagementAnalysis,
  engagementLevel,
  engagementRate,
  estimateEngagement,
  estimatePost,
  formatRate,
  isCheckDisabled,
  isSubmittable,
  postEngagement,
  postTypeOf,
  normalizeHandle,
  normalizePostUrl,
  postAnalysis,
  postCard,
  postPerformance,
  simulateCheck,
  CHECK_DELAY_MS,
  ENGAGEMENT_RANGES,
  POST_RANGES,
} from '~/lib/tools';
import { collectionFiles } from '~/lib/content/files';
import { toolsSchema } from '~/lib/tools/tools.schema';

// The words the tool pages give these functions, read from the content files.
const tool = (id: string) => toolsSchema.parse(collectionFiles('tools').find((f) => f.id === id)!.data);
const engagementPage = tool('engagement-checker');
const postPage = tool('post-checker');
const ec = engagementPage.engagementChecker!;
const pc = postPage.postChecker!;
const analysis = (rate: number) => engagementAnalysis(rate, ec.analysis, ec.levels);

describe('normalizeHandle', () => {
  it.each([
    ['nike', 'nike'],
    ['@Nike', 'nike'],
    ['  @nike  ', 'nike'],
    ['https://www.instagram.com/nike/', 'nike'],
    ['https://instagram.com/Nike?hl=en', 'nike'],
    ['instagram.com/nike', 'nike'],
    ['http://m.instagram.com/nike/#top', 'nike'],
    ['nike.official_', 'nike.official_'],
  ])('%s -> %s', (input, out) => expect(normalizeHandle(input)).toBe(out));

  it('is empty for blank input', () => {
    expect(normalizeHandle('   ')).toBe('');
    expect(isSubmittable('   ')).toBe(false);
    expect(isSubmittable(' a ')).toBe(true);
  });
});

describe('normalizePostUrl', () => {
  it('drops protocol, www, query, fragment and trailing slash, keeps the case of the path', () => {
    expect(normalizePostUrl('https://www.Instagram.com/p/AbC123/?igsh=xyz#c')).toBe('instagram.com/p/AbC123');
    expect(normalizePostUrl('instagram.com/p/AbC123')).toBe('instagram.com/p/AbC123');
    expect(normalizePostUrl('instagram.com/p/abc123')).not.toBe('instagram.com/p/AbC123');
    expect(normalizePostUrl('  ')).toBe('');
  });
  it('reads the post type from the link: reels, IGTV and "video" links are Video, the rest Image', () => {
    expect(postTypeOf('instagram.com/reel/C9abc')).toBe('Video');
    expect(postTypeOf('instagram.com/reels/C9abc')).toBe('Video');
    expect(postTypeOf('instagram.com/tv/C9abc')).toBe('Video');
    expect(postTypeOf('https://instagram.com/video/123')).toBe('Video');
    expect(postTypeOf('https://instagram.com/p/VIDEOabc')).toBe('Video');
    expect(postTypeOf('https://instagram.com/p/abc')).toBe('Image');
    expect(postTypeOf('https://instagram.com/p/reelish')).toBe('Image');
  });
});

const EDGES: [number, string, string, string, string][] = [
  // rate, benchmark band, engagement level, post performance, post band label
  [0.99, 'low', 'low', 'poor', 'Low'],
  [1, 'average', 'average', 'good', 'Average to good'],
  [3.49, 'average', 'average', 'good', 'Average to good'],
  [3.5, 'high', 'high', 'good', 'High'],
  [3.99, 'high', 'high', 'good', 'High'],
  [4, 'high', 'high', 'excellent', 'High'],
  [5.99, 'high', 'high', 'excellent', 'High'],
  [6, 'very-high', 'high', 'excellent', 'Exceptional'],
];

describe('bands at every edge', () => {
  it.each(EDGES)('%s%%', (rate, band, level, perf, postLabel) => {
    expect(benchmarkBand(rate)).toBe(band);
    expect(engagementLevel(rate)).toBe(level);
    expect(postPerformance(rate)).toBe(perf);
    expect(postPage.benchmarks!.bands[benchmarkBand(rate)]).toBe(postLabel);
    expect(analysis(rate)).toBe(`This account has ${level} engagement compared to similar-sized accounts.`);
    expect(postAnalysis(rate, pc.analysis, pc.performance)).toBe(
      `This post has ${perf} performance based on its engagement.`,
    );
  });
  it('names the top band "Very high" on the engagement page', () => {
    expect(engagementPage.benchmarks!.bands['very-high']).toBe('Very high');
  });
});

function inRange(v: number, [min, max]: readonly [number, number]) {
  expect(v).toBeGreaterThanOrEqual(min);
  expect(v).toBeLessThanOrEqual(max);
}

describe('estimateEngagement', () => {
  it('gives the same figures for a profile URL and the same @handle', () => {
    const a = estimateEngagement('https://www.instagram.com/Some.Creator/');
    const b = estimateEngagement('@some.creator');
    expect(a).toEqual(b);
    expect(a?.username).toBe('some.creator');
  });
  it('gives different figures for different handles', () => {
    expect(estimateEngagement('alpha')).not.toEqual(estimateEngagement('beta'));
  });
  it('stays in the spec ranges for many handles', () => {
    for (let i = 0; i < 500; i++) {
      const r = estimateEngagement(`user${i}`)!;
      inRange(r.followers, ENGAGEMENT_RANGES.followers);
      inRange(r.averageLikes, ENGAGEMENT_RANGES.averageLikes);
      inRange(r.averageComments, ENGAGEMENT_RANGES.averageComments);
      expect(r.engagementRate).toBeGreaterThanOrEqual(2);
      expect(r.engagementRate).toBeLessThan(7);
      expect(Number.isInteger(r.followers) && Number.isInteger(r.averageLikes)).toBe(true);
      expect(Math.round(r.engagementRate * 100) / 100).toBe(r.engagementRate);
    }
  });
  it('is null for empty input', () => expect(estimateEngagement('  ')).toBeNull());
  it('is internally consistent for any handle: rate = (likes + comments) / followers, band and wording from that rate', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
        (handle) => {
          const r = estimateEngagement(handle);
          if (!r) return;
          const exact = engagementRate(r.followers, r.averageLikes, r.averageComments);
          expect(r.engagementRate).toBe(Math.round(exact * 100) / 100);
          expect(formatRate(r.engagementRate)).toBe(formatRate(exact));
          // the exact calculator, fed the card's own figures, gives the card's rate and band
          const calc = calculateEngagement({
            followers: String(r.followers),
            likes: String(r.averageLikes),
            comments: String(r.averageComments),
          });
          expect(calc.ok && formatRate(calc.rate)).toBe(formatRate(r.engagementRate));
          expect(calc.ok && calc.band).toBe(benchmarkBand(r.engagementRate));
          expect(analysis(r.engagementRate)).toBe(analysis(Math.round(exact * 100) / 100));
          inRange(r.followers, ENGAGEMENT_RANGES.followers);
          inRange(r.averageLikes, ENGAGEMENT_RANGES.averageLikes);
          inRange(r.averageComments, ENGAGEMENT_RANGES.averageComments);
          expect(r.engagementRate).toBeGreaterThanOrEqual(ENGAGEMENT_RANGES.engagementRate[0]);
          expect(r.engagementRate).toBeLessThanOrEqual(ENGAGEMENT_RANGES.engagementRate[1]);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('the calculator and the card round a rate on the half hundredth alike (36,000 / 1,260 / 9 is 3.525 %)', () => {
    const exact = engagementRate(36000, 1260, 9);
    expect(formatRate(exact)).toBe('3.53%');
    expect(formatRate(Math.round(exact * 100) / 100)).toBe('3.53%');
    const calc = calculateEngagement({ followers: '36000', likes: '1260', comments: '9' });
    expect(calc.ok && formatRate(calc.rate)).toBe('3.53%');
  });
  it('@nike: the figures on the card give the rate on the card (was 10,402 / 359 / 13 shown as 5.20 %)', () => {
    const r = estimateEngagement('@nike')!;
    expect(r.engagementRate).toBe(Math.round(((r.averageLikes + r.averageComments) * 10000) / r.followers) / 100);
    expect(engagementLevel(r.engagementRate)).toBe(
      engagementLevel(engagementRate(r.followers, r.averageLikes, r.averageComments)),
    );
  });
  it('reaches every engagement band the ranges allow (average and high)', () => {
    const levels = new Set(
      Array.from({ length: 300 }, (_, i) => engagementLevel(estimateEngagement(`creator${i}`)!.engagementRate)),
    );
    expect(levels).toEqual(new Set(['average', 'high']));
  });
});

describe('estimatePost', () => {
  it('is deterministic and ignores tracking parameters', () => {
    expect(estimatePost('https://www.instagram.com/p/Abc/?igsh=1')).toEqual(estimatePost('instagram.com/p/Abc'));
  });
  it('a /reel/ link is a Video with views; a /p/ link an Image without', () => {
    const v = estimatePost('https://www.instagram.com/reel/C9xYz12AbCd/?igsh=1')!;
    expect(v.postType).toBe('Video');
    inRange(v.views!, POST_RANGES.views);
    const i = estimatePost('https://instagram.com/p/abc')!;
    expect(i.postType).toBe('Image');
    expect(i).not.toHaveProperty('views');
  });
  it('carries no post date (the checker cannot know one)', () => {
    expect(Object.keys(estimatePost('instagram.com/p/abc')!)).not.toContain('postDate');
  });
  it('stays in the spec ranges, and its engagement is (likes + comments) / followers x 100 of its own figures', () => {
    for (let n = 0; n < 500; n++) {
      const r = estimatePost(`https://instagram.com/reel/video${n}`)!;
      inRange(r.likes, POST_RANGES.likes);
      inRange(r.comments, POST_RANGES.comments);
      inRange(r.saves, POST_RANGES.saves);
      inRange(r.shares, POST_RANGES.shares);
      inRange(r.views!, POST_RANGES.views);
      expect(r.engagement).toBeGreaterThanOrEqual(0.5);
      expect(r.engagement).toBeLessThanOrEqual(8);
      expect(r.engagement).toBe(Math.round(((r.likes + r.comments) / r.followers) * 10000) / 100);
    }
  });
  it('reaches every performance band', () => {
    const seen = new Set(Array.from({ length: 300 }, (_, n) => postPerformance(estimatePost(`p/${n}`)!.engagement)));
    expect([...seen].sort()).toEqual(['excellent', 'good', 'poor']);
  });
  it('postEngagement rounds half up on the hundredths', () => {
    expect(postEngagement(1589, 11, 16000)).toBe(10);
    expect(postEngagement(974, 26, 40000)).toBe(2.5);
  });
});

describe('exact calculator', () => {
  it('computes (likes + comments) / followers x 100', () => {
    expect(engagementRate(10000, 300, 50)).toBeCloseTo(3.5);
    const r = calculateEngagement({ followers: '10,000', likes: '300', comments: '50' });
    expect(r).toEqual({ ok: true, rate: 3.5, band: 'high' });
  });
  it('puts a result exactly on an edge into the upper band', () => {
    expect(calculateEngagement({ followers: '1000', likes: '9', comments: '1' })).toMatchObject({
      rate: 1,
      band: 'average',
    });
    expect(calculateEngagement({ followers: '1000', likes: '55', comments: '5' })).toMatchObject({
      rate: 6,
      band: 'very-high',
    });
    expect(calculateEngagement({ followers: '10000', likes: '90', comments: '9' })).toMatchObject({ band: 'low' });
  });
  it('rejects missing or invalid fields', () => {
    expect(calculateEngagement({ followers: '0', likes: '1', comments: '1' })).toEqual({
      ok: false,
      field: 'followers',
    });
    expect(calculateEngagement({ followers: '10', likes: 'x', comments: '1' })).toEqual({ ok: false, field: 'likes' });
    expect(calculateEngagement({ followers: '10', likes: '1', comments: '' })).toEqual({
      ok: false,
      field: 'comments',
    });
    expect(calculateEngagement({ followers: '', likes: '1', comments: '1' }).ok).toBe(false);
    expect(calculateEngagement({ followers: '100', likes: '-1', comments: '1' }).ok).toBe(false);
    expect(calculateEngagement({ followers: '100', likes: '1', comments: 'abc' }).ok).toBe(false);
    expect(() => engagementRate(0, 1, 1)).toThrow(RangeError);
  });
  it('formats with two decimals', () => {
    expect(formatRate(3.5)).toBe('3.50%');
    expect(formatRate(2.345)).toBe('2.35%');
  });
});

describe('checker state and timer', () => {
  afterEach(() => vi.useRealTimers());

  it('disables the button while loading or when the input is empty', () => {
    expect(isCheckDisabled('idle', '')).toBe(true);
    expect(isCheckDisabled('idle', '  ')).toBe(true);
    expect(isCheckDisabled('loading', 'nike')).toBe(true);
    expect(isCheckDisabled('idle', 'nike')).toBe(false);
  });

  it('resolves after 1.5 s, not before', async () => {
    vi.useFakeTimers();
    let value: number | undefined;
    void simulateCheck(() => 42).then((v) => {
      value = v;
    });
    expect(CHECK_DELAY_MS).toBe(1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(value).toBe(42);
  });
});

describe('calculator band follows the displayed figure', () => {
  it('3.499% shows as 3.50% and is high', () => {
    const r = calculateEngagement({ followers: '100000', likes: '3499', comments: '0' });
    expect(r).toMatchObject({ ok: true, band: 'high' });
    if (r.ok) expect(formatRate(r.rate)).toBe('3.50%');
  });
});

describe('result cards (the text the checkers fill in)', () => {
  const engagementCopy = { analysis: ec.analysis, levels: ec.levels, note: ec.note, formula: ec.formula };
  const postCopy = { analysis: pc.analysis, performance: pc.performance, note: pc.note, formula: pc.formula };

  it('the engagement card shows the estimate of the normalised handle, its level and the page note', () => {
    const r = estimateEngagement('@Nike')!;
    const card = engagementCard(r, engagementCopy);
    expect(card).toEqual({
      tone: engagementLevel(r.engagementRate),
      fields: {
        username: '@nike',
        followers: r.followers.toLocaleString('en-US'),
        'engagement-rate': formatRate(r.engagementRate),
        'average-likes': r.averageLikes.toLocaleString('en-US'),
        'average-comments': r.averageComments.toLocaleString('en-US'),
        analysis: analysis(r.engagementRate),
        formula: card.fields.formula,
        note: ec.note,
      },
    });
    expect(checkerCard('engagement', 'https://www.instagram.com/nike/', engagementCopy)).toEqual(card);
    expect(checkerCard('engagement', '   ', engagementCopy)).toBeNull();
  });

  it('the post card has views only for a video, the performance sentence, the formula with its figures, no date', () => {
    const v = estimatePost('instagram.com/reel/C9xYz12')!;
    const video = postCard(v, postCopy);
    expect(video.postType).toBe('Video');
    expect(video.fields['post-type-name']).toBe('Video');
    expect(video.fields.views).toMatch(/^\d{1,2},\d{3}$/);
    expect(video.fields.analysis).toBe(postAnalysis(v.engagement, pc.analysis, pc.performance));
    expect(video.tone).toBe(postPerformance(v.engagement));
    // The printed formula names the card's likes and comments and gives the card's engagement.
    expect(video.fields.formula).toContain(video.fields.likes);
    expect(video.fields.formula).toContain(video.fields.comments);
    expect(video.fields.formula).toContain(v.followers.toLocaleString('en-US'));
    expect(video.fields.formula.endsWith(video.fields.engagement)).toBe(true);
    const r = estimatePost('https://www.instagram.com/p/CxYz123/')!;
    const image = postCard(r, postCopy);
    expect(image.postType).toBe('Image');
    expect('views' in image.fields).toBe(false);
    expect(image.fields['post-url']).toBe('instagram.com/p/CxYz123');
    expect(image.fields.note).toBe(pc.note);
    expect(image.fields.note).not.toMatch(/\b(19|20)\d\d\b/);
    expect(image.fields.note).toMatch(/estimate/i);
    expect(checkerCard('post', '', postCopy)).toBeNull();
  });

  it('the engagement card prints the formula with its own figures', () => {
    const r = estimateEngagement('@someone')!;
    const card = engagementCard(r, engagementCopy);
    expect(card.fields.formula).toContain(card.fields['average-likes']);
    expect(card.fields.formula).toContain(card.fields['average-comments']);
    expect(card.fields.formula).toContain(card.fields.followers);
    expect(card.fields.formula.endsWith(card.fields['engagement-rate'])).toBe(true);
  });
});

/** The home content files match their schemas and the counts the specification names. */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  homePageSchema,
  initialOf,
  stepsSectionSchema,
  testimonialSchema,
  testimonialsFor,
  trustedCompaniesSchema,
} from '~/lib/home/content';
import { ratingLabel, starFill } from '~/lib/ui/stars';
import { fillFacts } from '~/lib/facts/facts';

const root = join(__dirname, '..', '..');
// As the build loads it: fact placeholders filled from content-collections/facts.
const load = (p: string) => fillFacts(parse(readFileSync(join(root, p), 'utf8')));
const publicFile = (p: string) => existsSync(join(root, 'public', p));

describe('home content', () => {
  it('page copy: phrases for India and global, two hero tabs with three bullets, the claims', () => {
    const page = homePageSchema.parse(load('content-collections/home/page.yaml'));
    expect(page.hero.tabs.map((t) => t.label)).toEqual(['Influencer Discovery', 'Campaign Management']);
    // One creator count site-wide (docs/decisions/facts-one-home.md): the banner says 400M+ like every page.
    expect(page.banner.global.text).toContain('400M+ creators');
    expect(page.banner.india.text).not.toContain('10M+');
    const copy = JSON.stringify(page);
    for (const claim of ['400M+', '20+', '3X', '7-day free trial', 'Cancel anytime'])
      expect(copy.toLowerCase()).toContain(claim.toLowerCase());
    expect(page.testimonials.title).toBe("Don't just take our word for it");
    expect(page.testimonials.allStoriesLabel).toBe('View All Customer Success Stories');
    for (const tab of page.hero.tabs) expect(publicFile(tab.image)).toBe(true);
  });

  it('discovery: three steps search, analytics, outreach; campaign: five steps', () => {
    const d = stepsSectionSchema.parse(load('content-collections/home/steps-discovery.yaml'));
    expect(d.steps.map((s) => [s.id, s.title])).toEqual([
      ['search', 'Influencer Search'],
      ['analytics', 'Performance Analytics'],
      ['outreach', 'One-Click Invite'],
    ]);
    const c = stepsSectionSchema.parse(load('content-collections/home/steps-campaign.yaml'));
    expect(c.steps.map((s) => s.title)).toEqual([
      'Create Your Campaign Brief',
      'Find and Choose Creators',
      'Send Your Products',
      'Approve the Content',
      'Go Live and Track Results',
    ]);
    expect(c.steps.map((s) => s.id)).toEqual(['brief', 'creators', 'shipping', 'content', 'analytics']);
    for (const s of [...d.steps, ...c.steps]) expect(publicFile(s.image)).toBe(true);
  });

  it('trusted companies: the heading and 14 local SVG logos that exist', () => {
    const t = trustedCompaniesSchema.parse(load('content-collections/home/trusted-companies.yaml'));
    expect(t.heading).toBe('Trusted by 5000+ Agencies and D2C Companies');
    expect(t.logos).toHaveLength(14);
    for (const l of t.logos) {
      expect(l.logo).toMatch(/^\/logos\/.+\.svg$/);
      expect(publicFile(l.logo)).toBe(true);
    }
  });

  it('testimonials: 7 on the home page, rated 5, with featuredIn or a logo, press only with its links', () => {
    const dir = join(root, 'content-collections/testimonials');
    const all = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => testimonialSchema.parse(load(`content-collections/testimonials/${f}`)));
    const home = testimonialsFor(all, 'home');
    expect(home).toHaveLength(7);
    // Press links and review-site badges only with a consented source (issue 53); the seven are examples for now.
    for (const t of home) if (t.featuredIn?.length || t.source.reviewSite) expect(t.source.kind).toBe('consented');
    for (const t of home) {
      expect(t.rating).toBe(5);
      expect(!!t.featuredIn?.length || !!t.logo).toBe(true);
      for (const img of [t.author.avatar, t.logo, ...(t.featuredIn ?? []).map((f) => f.logo)])
        if (img) expect(publicFile(img)).toBe(true);
    }
    expect(home.some((t) => !t.author.avatar)).toBe(true);
  });

  it('helpers: initial letter and stars above the rating shown empty', () => {
    expect(initialOf('  arjun Mehta')).toBe('A');
    expect(starFill(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFill(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(ratingLabel('Rated {rating} out of 5', 4)).toBe('Rated 4 out of 5');
  });

  it('home FAQ has question/answer items', () => {
    const faq = load('content-collections/faqs/home.yaml');
    expect(faq.items.length).toBeGreaterThanOrEqual(5);
  });
});

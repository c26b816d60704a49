/** Social proof a marketing manager can sign: sources in the schema, examples only outside production, one role each. */
import { describe, expect, it } from 'vitest';
import { showPlaceholders, visibleProof, reviewBadge, type ProofSource } from '~/lib/social-proof/source';
import { proofSource } from '~/lib/social-proof/source.schema';
import { identityProblems, splitRole, type PersonMention } from '~/lib/social-proof/people';
import { contentMentions } from '~/lib/social-proof/mentions';
import { testimonialSchema } from '~/lib/home/testimonials.schema';
import { collectionFiles } from '~/lib/content/files';

const consented = {
  kind: 'consented',
  consent: 'Signed release MKT-2026-014 (marketing drive)',
  collectedAt: '2026-10-02',
} as const;
const issues = (v: unknown) => {
  const r = proofSource.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the build flag', () => {
  it('shows examples by default (npm start, tests, deploy previews) and leaves them out of the production context', () => {
    expect(showPlaceholders({})).toBe(true);
    expect(showPlaceholders({ CONTEXT: 'deploy-preview' })).toBe(true);
    expect(showPlaceholders({ CONTEXT: 'production' })).toBe(false);
    expect(showPlaceholders({ CONTEXT: 'production', SHOW_PLACEHOLDERS: 'true' })).toBe(true);
    expect(showPlaceholders({ SHOW_PLACEHOLDERS: 'false' })).toBe(false);
    expect(() => showPlaceholders({ SHOW_PLACEHOLDERS: 'maybe' })).toThrow(/true or false/);
  });

  it('a production build keeps only consented entries', () => {
    const entries: { id: number; source: ProofSource }[] = [
      { id: 1, source: { kind: 'placeholder' } },
      { id: 2, source: consented },
    ];
    expect(visibleProof(entries, false).map((e) => e.id)).toEqual([2]);
    expect(visibleProof(entries, true).map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('the source schema', () => {
  it('a placeholder carries no consent and no review-site badge', () => {
    expect(issues({ kind: 'placeholder' })).toEqual([]);
    expect(issues({ kind: 'placeholder', reviewSite: 'G2', reviewUrl: 'https://www.g2.com/r/1' }).join()).toMatch(
      /invented example: it has no consent and no review-site badge/,
    );
    expect(reviewBadge({ kind: 'placeholder', reviewSite: 'G2', reviewUrl: 'https://www.g2.com/r/1' })).toBeNull();
  });

  it('a consented entry says where the consent is kept and when; a badge needs the review on that site', () => {
    expect(issues(consented)).toEqual([]);
    expect(issues({ kind: 'consented' }).join()).toMatch(/needs `consent`/);
    expect(issues({ ...consented, reviewSite: 'Capterra' }).join()).toMatch(/needs source.reviewUrl/);
    expect(issues({ ...consented, reviewSite: 'G2', reviewUrl: 'https://www.capterra.com/r/1' }).join()).toMatch(
      /must be on g2.com/,
    );
    const ok = { ...consented, reviewSite: 'GetApp', reviewUrl: 'https://www.getapp.com/reviews/1' } as const;
    expect(issues(ok)).toEqual([]);
    expect(reviewBadge(ok)).toEqual({ site: 'GetApp', url: ok.reviewUrl });
  });

  it('press links ("Featured in") need a consented testimonial; every content entry declares its source', () => {
    const entry = collectionFiles('testimonials')[0].data;
    const press = { ...entry, featuredIn: [{ logo: '/logos/a.svg', alt: 'A', url: 'https://news.example.org/a' }] };
    const placeholder = testimonialSchema.safeParse({
      ...press,
      featuredIn: [{ ...press.featuredIn[0], url: 'https://www.thehindu.com/a' }],
    });
    expect(placeholder.success).toBe(false);
    expect(placeholder.error?.issues.map((i) => i.message).join()).toMatch(/needs a consented source/);
    for (const name of ['testimonials', 'customerQuotes'] as const)
      for (const f of collectionFiles(name)) expect(f.data.source, f.filePath).toBeDefined();
    for (const logo of (collectionFiles('trustedCompanies')[0].data as { logos: { source?: unknown }[] }).logos)
      expect(logo.source).toBeDefined();
  });
});

describe('one person, one role; one company name, one company', () => {
  it('holds across all content (testimonials, quotes, logos, blog authors, case studies)', () => {
    const { people, companies } = contentMentions();
    expect(people.length).toBeGreaterThan(10);
    expect(identityProblems(people, companies)).toEqual([]);
  });

  it('flags a name playing two people and a company name used by two companies', () => {
    const p = (name: string, credit: string, where: string): PersonMention => ({ name, ...splitRole(credit), where });
    const problems = identityProblems(
      [
        p('Ananya Rao', 'Head of Growth, Kindred Skincare', 'pricing'),
        p('Ananya Rao', 'Head of Strategy, {brand}', 'blog'),
        p('Daniel Okafor', 'Head of Influence, Northwind Agency', 'home'),
      ],
      [
        { name: 'Northwind', where: 'logo strip' },
        { name: 'Northwind Coffee Co.', where: 'pricing' },
      ],
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"Ananya Rao" plays 2 people/);
    expect(problems[1]).toMatch(
      /"northwind" names 2 companies: Northwind Coffee Co\. .*Northwind Agency|Northwind Agency.*Northwind Coffee/,
    );
    // The bare wordmark of a logo stands for the one full name.
    expect(
      identityProblems(
        [p('Daniel Okafor', 'Head of Influence, Northwind Agency', 'home')],
        [{ name: 'Northwind', where: 'logo' }],
      ),
    ).toEqual([]);
  });
});

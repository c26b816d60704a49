/**
 * Case studies: the schema the build uses (from the content registry), the cross-file rules and the next-story
 * chain. Checks invariants over whatever stories exist; only what the specification fixes (the featured story,
 * the last four links and figures) names a story.
 */
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '~/lib/customer-stories/customer-stories.schema';
import {
  assertCustomerStoryLinks,
  customerStoryProblems,
  explainChain,
  nextChain,
  resolveChain,
  type StoryRef,
} from '~/lib/customer-stories/links';
import { resolveSchema } from '~/lib/content/schemas';
import { collectionFiles } from '~/lib/content/files';
import { DESCRIPTION_MAX, TITLE_MAX } from '~/lib/content/fields';
import { storyTestimonial } from '~/lib/customer-stories/testimonial.schema';

const schema = resolveSchema('customerStories');
const files = collectionFiles('customerStories');
const sample = files[0];

function issues(data: Record<string, unknown>) {
  const r = schema.safeParse(data);
  expect(r.success).toBe(false);
  return r.error!.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('case-study schema (the one the build uses)', () => {
  it('accepts every story file', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const r = schema.safeParse(f.data);
      expect(r.success, `${f.filePath}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
    }
  });

  it('names a missing field', () => {
    const { heroTitle: _, ...rest } = sample.data;
    expect(issues(rest)).toEqual([{ path: 'heroTitle', message: 'heroTitle is required (text)' }]);
  });

  it('takes 2 to 4 results and says why otherwise', () => {
    const one = (sample.data.results as unknown[]).slice(0, 1);
    const [found] = issues({ ...sample.data, results: one });
    expect(found).toEqual({
      path: 'results',
      message: expect.stringMatching(/^results needs 2 to 4: the results grid shows 2 cards per row/),
    });
    const five = Array.from({ length: 5 }, (_, i) => ({ title: `t${i}`, description: 'd' }));
    expect(issues({ ...sample.data, results: five })[0].message).toMatch(/^results takes 2 to 4: /);
  });

  it(`refuses a title over ${TITLE_MAX} and an excerpt over ${DESCRIPTION_MAX} characters, saying so`, () => {
    const found = issues({
      ...sample.data,
      title: 'x'.repeat(TITLE_MAX + 1),
      excerpt: 'y'.repeat(DESCRIPTION_MAX + 5),
    });
    expect(found).toContainEqual({
      path: 'title',
      message: `title must be at most ${TITLE_MAX} characters so search results show it whole (it has ${TITLE_MAX + 1})`,
    });
    expect(found).toContainEqual({
      path: 'excerpt',
      message: `excerpt must be at most ${DESCRIPTION_MAX} characters so search results show it whole (it has ${DESCRIPTION_MAX + 5})`,
    });
  });

  it('testimonial and nextCaseStudy are optional; a left-out testimonial (the CMS writes none when empty) means none', () => {
    const { testimonial: _t, nextCaseStudy: _n, ...rest } = sample.data;
    const parsed = schema.safeParse(rest);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect((parsed.data as { testimonial?: unknown } | undefined)?.testimonial).toBe(null);
    expect(issues({ ...rest, testimonial: { quote: 'Too short' } }).map((i) => i.path)).toEqual(
      expect.arrayContaining(['testimonial.position']),
    );
  });

  describe('no invented people (issue 31)', () => {
    const company = String(sample.data.companyName);
    const quote = { quote: 'The creators made the launch feel like ours.', position: `Marketing lead, ${company}` };

    it('credits a quote by position and brand; a name needs consentedName: true', () => {
      expect(schema.safeParse({ ...sample.data, testimonial: quote }).success).toBe(true);
      expect(issues({ ...sample.data, testimonial: { ...quote, author: 'Jane Doe' } })).toEqual([
        {
          path: 'testimonial.author',
          message: expect.stringMatching(/^testimonial\.author "Jane Doe": only a real person who agreed to be named/),
        },
      ]);
      expect(issues({ ...sample.data, testimonial: { ...quote, avatar: 'x.svg' } })).toEqual([
        { path: 'testimonial.avatar', message: expect.stringMatching(/^testimonial\.avatar shows a person: /) },
      ]);
      const named = { ...quote, author: 'Jane Doe', consentedName: true, avatar: 'x.svg' };
      expect(schema.safeParse({ ...sample.data, testimonial: named }).success).toBe(true);
      expect(issues({ ...sample.data, testimonial: { ...quote, consentedName: true } })).toEqual([
        {
          path: 'testimonial.author',
          message: expect.stringMatching(/^testimonial\.author is required when consentedName/),
        },
      ]);
    });

    it('the position names the brand', () => {
      expect(issues({ ...sample.data, testimonial: { ...quote, position: 'Marketing lead' } })).toEqual([
        {
          path: 'testimonial.position',
          message: `testimonial.position "Marketing lead" must name the brand, e.g. "Marketing lead, ${company}"`,
        },
      ]);
    });

    it('no story names a person without consent, and the credit shown is the position', () => {
      for (const f of files) {
        const t = (f.data as { testimonial?: Record<string, unknown> | null }).testimonial;
        if (t && t.consentedName !== true) expect(t.author, f.filePath).toBeUndefined();
      }
      expect(storyTestimonial({ ...quote, author: 'Jane Doe', avatar: 'a.svg' }).author).toEqual({
        name: '',
        role: quote.position,
        avatar: undefined,
      });
      expect(storyTestimonial({ ...quote, author: 'Jane Doe', consentedName: true }).author.name).toBe('Jane Doe');
    });

    it('press mentions need a publication and a real article address', () => {
      const press = (url: string) => issues({ ...sample.data, pressMentions: [{ publication: 'Mint', url }] });
      expect(press('https://news.example/x')).toEqual([
        {
          path: 'pressMentions.0.url',
          message:
            'pressMentions[].url points to a reserved example domain (news.example): give the real address of the article, or leave the item out',
        },
      ]);
      expect(press('https://www.example.com/a')[0].message).toContain('(www.example.com)');
      expect(issues({ ...sample.data, pressMentions: ['Featured in roundups'] })[0].path).toBe('pressMentions.0');
      const ok = schema.safeParse({
        ...sample.data,
        pressMentions: [{ publication: 'Mint', url: 'https://www.livemint.com/a' }],
      });
      expect(ok.success).toBe(true);
    });
  });

  it('rejects unknown fields (typos), unknown industries and a website that is not a URL', () => {
    const found = issues({ ...sample.data, heroTitel: 'typo', industry: 'Cars', website: 'example.com' });
    expect(found.map((i) => i.path)).toEqual(expect.arrayContaining(['industry', 'website', '']));
    expect(found.find((i) => i.path === 'industry')!.message).toContain(INDUSTRIES[0]);
    expect(JSON.stringify(found)).toContain('heroTitel');
  });
});

const refs: StoryRef[] = files.map((f) => ({
  id: f.id,
  filePath: f.filePath,
  body: f.body,
  data: schema.parse(f.data) as StoryRef['data'],
}));
const ids = files.map((f) => f.id);

describe('cross-file rules', () => {
  it('the stories are consistent', () => {
    expect(customerStoryProblems(refs)).toEqual([]);
    expect(() => assertCustomerStoryLinks(refs)).not.toThrow();
  });

  it('a nextCaseStudy that does not exist fails with the file and field named', () => {
    const target = refs[1];
    const broken = refs.map((r) => (r === target ? { ...r, data: { ...r.data, nextCaseStudy: 'no-such-story' } } : r));
    expect(() => assertCustomerStoryLinks(broken)).toThrow(
      `${target.filePath}: nextCaseStudy "no-such-story" is not an existing case study`,
    );
  });

  it('a story pointing at itself, missing sections and two featured stories are reported', () => {
    const t = refs.find((r) => !r.data.featured)!;
    const self = refs.map((r) => (r === t ? { ...r, data: { ...r.data, nextCaseStudy: t.id } } : r));
    expect(customerStoryProblems(self)).toContain(`${t.filePath}: nextCaseStudy "${t.id}" points at the story itself`);
    const noSolution = refs.map((r) => (r === t ? { ...r, body: '## The Challenge\n\ntext' } : r));
    expect(customerStoryProblems(noSolution)).toEqual([`${t.filePath}: body needs a "## The Solution" section`]);
    const twoFeatured = refs.map((r) => (r === t ? { ...r, data: { ...r.data, featured: true } } : r));
    expect(customerStoryProblems(twoFeatured)[0]).toMatch(
      new RegExp(`exactly one story needs "featured: true" \\(found 2: .*${t.id}`),
    );
  });
});

describe('the next-story chain', () => {
  const chain = resolveChain(refs);

  it('starts at the featured story and reaches every story exactly once', () => {
    expect(chain.order[0]).toBe(refs.find((r) => r.data.featured)!.id);
    expect([...chain.order].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(ids).toContain(chain.next.get(id));
    expect(nextChain(refs, chain.order[0])).toEqual(chain.order);
  });

  it('keeps the loop the specification fixes: chumbak → emami → phy-life → plum-bodylovin → chumbak', () => {
    expect(nextChain(refs, 'chumbak')).toEqual(['chumbak', 'emami', 'phy-life', 'plum-bodylovin']);
    expect(chain.next.get('plum-bodylovin')).toBe('chumbak');
    expect(chain.loopStart).toBe('chumbak');
  });

  const copy = (id: string, from: StoryRef, data: Partial<StoryRef['data']>): StoryRef => ({
    ...from,
    id,
    filePath: `content-collections/customer-stories/${id}.mdx`,
    data: { ...from.data, featured: false, ...data },
  });
  const chumbak = refs.find((r) => r.id === 'chumbak')!;

  it('places stories no link reaches in publish order just before the loop, and explains it', () => {
    const later = copy('new-later', chumbak, {
      companyName: 'Later Co',
      nextCaseStudy: undefined,
      publishedAt: new Date('2031-02-01'),
    });
    const sooner = copy('new-sooner', chumbak, {
      companyName: 'Sooner Co',
      nextCaseStudy: undefined,
      publishedAt: new Date('2031-01-01'),
    });
    const withNew = [...refs, later, sooner];
    expect(customerStoryProblems(withNew)).toEqual([]);
    const c = resolveChain(withNew);
    const at = c.order.indexOf('chumbak');
    expect(c.order.slice(at - 2, at)).toEqual(['new-sooner', 'new-later']);
    expect(c.order).toHaveLength(refs.length + 2);
    expect(c.next.get('new-later')).toBe('chumbak');
    const lines = explainChain(withNew);
    expect(lines[0]).toContain('new-sooner → new-later → chumbak');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^new-sooner: no story in the chain links to it, so it is placed by publish date after \S+, and links on to new-later$/,
      ),
    );
  });

  it('a copied story keeps working even with the nextCaseStudy of the story it was copied from', () => {
    const copied = copy('copied', chumbak, { companyName: 'Copied Co', publishedAt: new Date('2031-03-01') });
    expect(copied.data.nextCaseStudy).toBe('emami');
    const c = resolveChain([...refs, copied]);
    expect([...c.order].sort()).toEqual([...ids, 'copied'].sort());
    expect(nextChain([...refs, copied], 'chumbak')).toEqual(['chumbak', 'emami', 'phy-life', 'plum-bodylovin']);
    expect(explainChain([...refs, copied]).join('\n')).toContain(
      'copied: no story in the chain links to it, so it is placed by publish date after',
    );
    expect(explainChain([...refs, copied]).join('\n')).toContain('its own nextCaseStudy "emami" is not followed');
  });

  it('new stories that link to each other stay in their order', () => {
    const a = copy('run-a', chumbak, { nextCaseStudy: 'run-b', publishedAt: new Date('2032-01-01') });
    const b = copy('run-b', chumbak, { nextCaseStudy: undefined, publishedAt: new Date('2030-01-01') });
    const c = resolveChain([...refs, a, b]);
    const at = c.order.indexOf('run-a');
    expect(c.order.slice(at, at + 3)).toEqual(['run-a', 'run-b', 'chumbak']);
  });

  it('without a loop, the chain closes on the featured story', () => {
    const open = refs.map((r) =>
      r.id === 'plum-bodylovin' ? { ...r, data: { ...r.data, nextCaseStudy: undefined } } : r,
    );
    const c = resolveChain(open);
    // The last story (plum-bodylovin with today's content; a newer unlinked story once one is added) closes on the featured one.
    expect(c.order[0]).toBe(refs.find((r) => r.data.featured)!.id);
    expect(c.next.get(c.order.at(-1)!)).toBe(c.order[0]);
    expect([...c.order].sort()).toEqual([...ids].sort());
  });

  it('a story whose own link is broken elsewhere is still placed (the broken link is reported, not followed)', () => {
    const broken = refs.map((r) => (r.id === 'emami' ? { ...r, data: { ...r.data, nextCaseStudy: 'gone' } } : r));
    expect([...resolveChain(broken).order].sort()).toEqual([...ids].sort());
  });
});

describe('content rules from the spec', () => {
  const byId = Object.fromEntries(
    refs.map((r) => [r.id, schema.parse(files.find((f) => f.id === r.id)!.data) as Record<string, unknown>]),
  );
  type Story = {
    featured: boolean;
    testimonial: null | { avatar?: unknown };
    pressMentions: { publication: string; url: string }[];
    results: { title: string; description: string }[];
  };
  const story = (id: string) => byId[id] as unknown as Story;

  it('Plum is the one featured story and has a testimonial; no press until a real article is supplied', () => {
    expect(refs.filter((r) => r.data.featured).map((r) => r.id)).toEqual(['plum']);
    expect(story('plum').testimonial).not.toBeNull();
    expect(refs.flatMap((r) => (r.data as unknown as Story).pressMentions)).toEqual([]);
  });

  it('the four stories carry the spec figures; chumbak has no testimonial, the other three do', () => {
    const titles = (s: string) =>
      story(s)
        .results.map((r) => `${r.title} ${r.description}`)
        .join(' | ');
    expect(titles('chumbak')).toMatch(/2\.1M\+.*36%.*28% first-time visitors.*380K\+.*42%/);
    expect(titles('emami')).toMatch(/37M\+.*86%.*42%.*28%/);
    expect(titles('phy-life')).toMatch(/31M\+.*168%.*3\.9M\+.*43%/);
    expect(titles('plum-bodylovin')).toMatch(/26M\+.*3\.5M\+.*47%.*22% above forecast.*71%/);
    expect(story('chumbak').testimonial).toBeNull();
    for (const s of ['emami', 'phy-life', 'plum-bodylovin']) expect(story(s).testimonial).not.toBeNull();
  });
});

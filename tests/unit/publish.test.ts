/**
 * Drafts and scheduled publishing (issue 34): the one rule, the `publishAt` field, the raw-text zone check, the
 * stories' chain over published entries, the manifest entries and the preview banner's words.
 */
import { describe, expect, it } from 'vitest';
import {
  isPublished,
  previewBanner,
  publishAtProblems,
  publishFields,
  publishNow,
  publishState,
  scheduleKey,
  scheduledEntries,
  type PublishData,
} from '~/lib/content/publish';
import { publishedStories } from '~/lib/customer-stories/published';
import { resolveSchema } from '~/lib/content/schemas';
import { collectionFiles } from '~/lib/content/files';
import { resolveChain, type StoryRef } from '~/lib/customer-stories/links';
import { entryRoutes } from '~/config/routes';
import { cmsConfig } from '~/lib/cms/collections';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const now = new Date('2026-11-25T12:00:00Z');

describe('isPublished / publishState', () => {
  it('an entry without the fields is published', () => {
    expect(publishState({}, now)).toBe('published');
    expect(isPublished({ draft: false }, now)).toBe(true);
  });
  it('a draft is never published, whatever its date', () => {
    expect(publishState({ draft: true }, now)).toBe('draft');
    expect(publishState({ draft: true, publishAt: new Date('2020-01-01T00:00:00Z') }, now)).toBe('draft');
  });
  it('publishAt after now is scheduled; at or before now it is published (Date or text)', () => {
    expect(publishState({ publishAt: new Date('2026-11-25T12:00:01Z') }, now)).toBe('scheduled');
    expect(publishState({ publishAt: '2026-11-25T17:30:01+05:30' }, now)).toBe('scheduled');
    expect(publishState({ publishAt: '2026-11-25T17:30:00+05:30' }, now)).toBe('published');
    expect(publishState({ publishAt: new Date('2026-11-25T11:59:59Z') }, now)).toBe('published');
  });
});

describe('the publishAt field', () => {
  const fields = (value: unknown) => {
    const schema = resolveSchema('blog');
    const post = collectionFiles('blog')[0];
    return schema.safeParse({ ...post.data, publishAt: value });
  };
  it('accepts a date-time with an offset or Z, and the Date YAML makes of one; gives a Date', () => {
    for (const v of ['2026-12-01T09:00:00+05:30', '2026-12-01T03:30:00Z', '2026-12-01T09:00:00.000-04:00']) {
      const r = fields(v);
      expect(r.success, v).toBe(true);
      expect((r.data as { publishAt: Date }).publishAt).toBeInstanceOf(Date);
    }
    expect((fields('2026-12-01T09:00:00+05:30').data as { publishAt: Date }).publishAt.toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
    expect(fields(new Date('2026-12-01T03:30:00Z')).success).toBe(true);
  });
  it('rejects a date-time without a zone, or a bare date, with a message naming the field', () => {
    for (const v of ['2026-12-01T09:00:00', '2026-12-01 09:00', '2026-12-01', 'next tuesday']) {
      const r = fields(v);
      expect(r.success, v).toBe(false);
      const issue = r.error!.issues.find((i) => i.path[0] === 'publishAt')!;
      expect(issue.message).toMatch(
        /^publishAt must be a date and time with its time zone, such as 2026-12-01T09:00:00\+05:30/,
      );
    }
  });
  it('draft defaults to false, both collections have the two fields', () => {
    for (const name of ['blog', 'customerStories'] as const) {
      const entry = collectionFiles(name)[0];
      const data = resolveSchema(name).parse(entry.data) as { draft: boolean; publishAt?: Date };
      expect(data.draft).toBe(false);
      expect(data.publishAt).toBeUndefined();
    }
    expect(Object.keys(publishFields)).toEqual(['draft', 'publishAt']);
  });
});

describe('publishAtProblems (the raw text, as the checked loader reads it)', () => {
  it('names the file and the field of a zoneless value and passes one with a zone', () => {
    expect(
      publishAtProblems([
        { filePath: 'content-collections/blog/a.mdx', data: { publishAt: '2026-12-01T09:00:00' } },
        { filePath: 'content-collections/blog/b.mdx', data: { publishAt: '2026-12-01T09:00:00+05:30' } },
        { filePath: 'content-collections/blog/c.mdx', data: {} },
      ]),
    ).toEqual([
      'content-collections/blog/a.mdx: publishAt must be a date and time with its time zone, such as 2026-12-01T09:00:00+05:30 (9:00 in India) or 2026-12-01T03:30:00Z',
    ]);
  });
});

describe('publishNow', () => {
  it('is the build clock when PUBLISH_NOW is set, else the time now', () => {
    expect(publishNow({ PUBLISH_NOW: '2026-11-25T12:00:00Z' }).toISOString()).toBe('2026-11-25T12:00:00.000Z');
    const before = Date.now();
    expect(publishNow({}).getTime()).toBeGreaterThanOrEqual(before);
    expect(() => publishNow({ PUBLISH_NOW: 'soon' })).toThrow('PUBLISH_NOW must be an ISO date-time (got "soon")');
  });
});

describe('publishedStories: the chain closes over published stories only', () => {
  type Data = StoryRef['data'] & PublishData;
  const story = (id: string, extra: Partial<Data> = {}): { id: string; data: Data } => ({
    id,
    data: { companyName: id, featured: false, publishedAt: new Date('2025-01-01'), ...extra },
  });
  const stories = [
    story('a', { featured: true, nextCaseStudy: 'b' }),
    story('b', { nextCaseStudy: 'draft' }),
    story('draft', { draft: true, nextCaseStudy: 'c' }),
    story('c', { nextCaseStudy: 'soon' }),
    story('soon', { publishAt: new Date('2027-01-01T00:00:00Z'), nextCaseStudy: 'a' }),
  ];
  it('leaves out drafts and future stories and drops links to them', () => {
    const shown = publishedStories(stories, now);
    expect(shown.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(shown.find((s) => s.id === 'b')!.data.nextCaseStudy).toBeUndefined();
    expect(shown.find((s) => s.id === 'c')!.data.nextCaseStudy).toBeUndefined();
    const chain = resolveChain(shown);
    expect([...chain.next.values()].every((id) => ['a', 'b', 'c'].includes(id))).toBe(true);
    expect(chain.order.sort()).toEqual(['a', 'b', 'c']);
  });
  it('does not change the stories it keeps as they are', () => {
    expect(publishedStories(stories, now)[0]).toBe(stories[0]);
  });
});

describe('scheduledEntries (dist/publish-schedule.json)', () => {
  it('lists scheduled entries only (no drafts, no published), soonest first, under a key that names no entry', () => {
    const out = scheduledEntries(
      [
        {
          collection: 'blog',
          entries: [
            { id: 'later', data: { publishAt: '2026-12-02T09:00:00+05:30' } },
            { id: 'draft', data: { draft: true, publishAt: '2026-11-30T00:00:00Z' } },
            { id: 'old', data: { publishAt: '2026-01-01T00:00:00Z' } },
          ],
        },
        {
          collection: 'customerStories',
          entries: [{ id: 'soon', data: { publishAt: new Date('2026-11-26T00:00:00Z') } }],
        },
      ],
      now,
    );
    expect(out).toEqual([
      { key: scheduleKey('customerStories', 'soon'), publishAt: '2026-11-26T00:00:00.000Z' },
      { key: scheduleKey('blog', 'later'), publishAt: '2026-12-02T03:30:00.000Z' },
    ]);
    expect(out[0].key).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(out)).not.toContain('soon');
  });
});

describe('previewBanner', () => {
  const copy = { draft: 'Draft: only you see this.', scheduled: 'Scheduled for {date}.' };
  it('says nothing for a published entry, "Draft" for a draft, the time and zone for a scheduled one', () => {
    expect(previewBanner({}, now, copy)).toBeNull();
    expect(previewBanner({ draft: true }, now, copy)).toEqual({ state: 'draft', text: copy.draft });
    expect(previewBanner({ publishAt: '2026-12-01T09:00:00+05:30' }, now, copy, 'Asia/Kolkata')).toEqual({
      state: 'scheduled',
      text: 'Scheduled for Tuesday, 1 December 2026 at 09:00 (GMT+5:30).',
    });
  });
});

describe('the route list (src/config/routes.ts) leaves out drafts and scheduled entries', () => {
  it('lists a published post and a post whose time has come, not a draft or a future post', () => {
    const root = mkdtempSync(join(tmpdir(), 'routes-publish-'));
    try {
      const dir = join(root, 'content-collections/blog');
      mkdirSync(dir, { recursive: true });
      const post = (id: string, extra: string) => writeFileSync(join(dir, `${id}.mdx`), `---\ntitle: x\n${extra}---\n`);
      post('live', '');
      post('due', 'publishAt: 2026-11-25T17:00:00+05:30\n');
      post('draft', 'draft: true\n');
      post('future', 'publishAt: 2026-11-25T18:00:00+05:30\n');
      expect(entryRoutes(root, now).sort()).toEqual(['/blog/due', '/blog/live']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the CMS', () => {
  const config = cmsConfig({}, { dev: false, siteUrl: 'https://example.com' }) as {
    publish_mode: string;
    collections: { name: string; fields: Record<string, unknown>[] }[];
  };
  it('uses the editorial workflow', () => {
    expect(config.publish_mode).toBe('editorial_workflow');
  });
  it('stories and posts get Draft and a Publish at picker in the editor zone that stores the offset', () => {
    for (const name of ['customerStories', 'blog']) {
      const fields = config.collections.find((c) => c.name === name)!.fields;
      expect(fields.find((f) => f.name === 'draft')).toMatchObject({
        widget: 'boolean',
        default: false,
        label: 'Draft',
      });
      expect(fields.find((f) => f.name === 'publishAt')).toMatchObject({
        widget: 'datetime',
        format: 'YYYY-MM-DDTHH:mm:ssZ',
        picker_utc: false,
        required: false,
        label: 'Publish at',
      });
    }
  });
});

/**
 * The stories a visitor can reach at `now` (src/lib/content/publish.ts), with the chain closed over them: a
 * `nextCaseStudy` that names a draft or a scheduled story is dropped, so the chain places that story by publish
 * date (./links.ts) instead of leading to a page that does not exist.
 */
import { isPublished, type PublishData } from '../content/publish';
import type { StoryRef } from './links';

export function publishedStories<T extends StoryRef & { data: PublishData }>(stories: readonly T[], now: Date): T[] {
  const shown = stories.filter((s) => isPublished(s.data, now));
  const ids = new Set(shown.map((s) => s.id));
  const hidden = new Set(stories.map((s) => s.id).filter((id) => !ids.has(id)));
  return shown.map((s) => {
    const next = s.data.nextCaseStudy;
    if (next === undefined || !hidden.has(next)) return s;
    const data = { ...s.data };
    delete data.nextCaseStudy;
    return { ...s, data };
  });
}

/**
 * What the content says, read from the collections the build uses, so browser tests check invariants (every
 * story in the grid, every filter counts its stories, the chain reaches every story) rather than today's list.
 */
import { collectionFiles } from '../../../src/lib/content/files';
import { resolveSchema } from '../../../src/lib/content/schemas';
import { resolveChain, type StoryRef } from '../../../src/lib/customer-stories/links';
import { resolveMenus, type Navigation } from '../../../src/lib/navigation/menus';
import { site } from '../../../src/config/site';

type StoryData = StoryRef['data'] & { industry: string; title: string };
type PostData = { title: string; category: string; featured: boolean; publishedAt: Date };

export const stories = collectionFiles('customerStories').map((f) => ({
  id: f.id,
  filePath: f.filePath,
  body: f.body,
  data: resolveSchema('customerStories').parse(f.data) as StoryData,
}));
export const featuredStory = stories.find((s) => s.data.featured)!;
export const gridStories = stories.filter((s) => !s.data.featured);
export const storyChain = resolveChain(stories);

export const posts = collectionFiles('blog').map((f) => ({
  id: f.id,
  data: resolveSchema('blog').parse(f.data) as PostData,
}));
export const featuredPost = posts.find((p) => p.data.featured)!;

/** How many grid stories each industry has. */
export function storiesIn(industry: string): string[] {
  return gridStories.filter((s) => s.data.industry === industry).map((s) => s.id);
}

/** The header's and footer's menus as the build renders them (`{siteLink}` placeholders filled). */
export const menus = resolveMenus(
  resolveSchema('navigation').parse(collectionFiles('navigation')[0].data) as Navigation,
  site,
);

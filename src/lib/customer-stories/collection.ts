/**
 * Build-time access to the customer stories (reads astro:content, so not unit tested directly; the rules it runs
 * are, in ./links.ts, ./published.ts and ../content/publish.ts). Every page that lists or renders a story goes
 * through here, so a broken cross-reference fails the build with the file and field named. `npm run build` gets
 * the stories published at the build's clock only, the chain closed over them; `npm run dev` also gets drafts and
 * scheduled stories (their page shows a banner).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { assertCustomerStoryLinks, resolveChain } from './links';
import { publishedStories } from './published';
import { previewsUnpublished, publishNow } from '../content/publish';

export type CustomerStory = CollectionEntry<'customerStories'>;

/** All stories, featured first, then in 'Next Case Study' order (the resolved chain, see links.ts). */
export async function getCustomerStories(): Promise<CustomerStory[]> {
  return (await getStoryPages()).map((p) => p.story);
}

/** Each story with the story its 'Next Case Study' link leads to, in chain order. */
export async function getStoryPages(): Promise<{ story: CustomerStory; next: CustomerStory }[]> {
  const all = await getCollection('customerStories');
  const published = publishedStories(all, publishNow());
  assertCustomerStoryLinks(published);
  const stories = previewsUnpublished() ? all : published;
  const chain = resolveChain(stories);
  const byId = new Map(stories.map((s) => [s.id, s]));
  return chain.order.map((id) => ({ story: byId.get(id)!, next: byId.get(chain.next.get(id)!)! }));
}

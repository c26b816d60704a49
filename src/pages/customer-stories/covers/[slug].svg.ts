/** Each story's cover art as a static SVG file, generated at build time from the story's own data (lib/customer-stories/cover). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCustomerStories, type CustomerStory } from '~/lib/customer-stories/collection';
import { storyCoverSvg } from '~/lib/customer-stories/cover';
import { coverAssets } from '~/lib/customer-stories/cover-font';

export const getStaticPaths = (async () => {
  const stories = await getCustomerStories();
  return stories.map((story) => ({ params: { slug: story.id }, props: { story } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ story: CustomerStory }> = ({ props }) => {
  const d = props.story.data;
  const svg = storyCoverSvg({ id: props.story.id, industry: d.industry, results: d.results }, coverAssets());
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
};

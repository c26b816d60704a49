/**
 * Each story's cover art as a static SVG file, generated at build time from the story's own data
 * (lib/customer-stories/cover): the art without words; the pages lay the words over it as text.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCustomerStories, type CustomerStory } from '~/lib/customer-stories/collection';
import { coverArtSvg } from '~/lib/customer-stories/cover';
import { iconMarkup } from '~/lib/ui/icons';

export const getStaticPaths = (async () => {
  const stories = await getCustomerStories();
  return stories.map((story) => ({ params: { slug: story.id }, props: { story } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ story: CustomerStory }> = ({ props }) => {
  const d = props.story.data;
  const svg = coverArtSvg({ id: props.story.id, industry: d.industry, results: d.results }, iconMarkup);
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
};

/** Each story's cover art as a static SVG file, generated at build time from the story's own data (lib/stories/cover). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCaseStudies, type CaseStudy } from '~/lib/stories/collection';
import { storyCoverSvg } from '~/lib/stories/cover';
import { coverAssets } from '~/lib/stories/cover-font';

export const getStaticPaths = (async () => {
  const stories = await getCaseStudies();
  return stories.map((story) => ({ params: { slug: story.id }, props: { story } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ story: CaseStudy }> = ({ props }) => {
  const d = props.story.data;
  const svg = storyCoverSvg({ id: props.story.id, industry: d.industry, results: d.results }, coverAssets());
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
};

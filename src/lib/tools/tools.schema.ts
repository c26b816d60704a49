/** Schema of the `tools` collection: the /tools cards and each free tool's page copy. */
import { z } from 'astro/zod';
import { seoDescription, seoTitle } from '../content/fields';

const checkerForm = {
  label: z.string(),
  placeholder: z.string(),
  idle: z.string(),
  busy: z.string(),
  estimate: z.string(),
  signUp: z.string(),
};
const metrics = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>);

const bandKeys = ['low', 'average', 'high', 'very-high'] as const;
/** The benchmark bands' names and ranges as a tool page shows them. */
export const benchmarksCopySchema = z.object({ bands: metrics(bandKeys), ranges: metrics(bandKeys) });
export type BenchmarksCopy = z.infer<typeof benchmarksCopySchema>;

/** The formula printed under a result, with the card's own figures filled in. */
const formulaTemplate = z
  .string()
  .refine((t) => ['{likes}', '{comments}', '{followers}', '{rate}'].every((p) => t.includes(p)), {
    message: 'formula needs {likes}, {comments}, {followers} and {rate}',
  });

/** Words of the engagement checker island. */
export const engagementCheckerCopySchema = z.object({
  ...checkerForm,
  metrics: metrics(['followers', 'rate', 'likes', 'comments'] as const),
  analysis: z.string().includes('{level}'),
  levels: metrics(['low', 'average', 'high'] as const),
  note: z.string(),
  formula: formulaTemplate,
});
export type EngagementCheckerCopy = z.infer<typeof engagementCheckerCopySchema>;

/** Words of the post checker island. */
export const postCheckerCopySchema = z.object({
  ...checkerForm,
  title: z.string(),
  metrics: metrics(['likes', 'comments', 'engagement', 'views', 'saves', 'shares'] as const),
  analysis: z.string().includes('{performance}'),
  performance: metrics(['poor', 'good', 'excellent'] as const),
  note: z.string(),
  formula: formulaTemplate,
});
export type PostCheckerCopy = z.infer<typeof postCheckerCopySchema>;

const calculatorField = z.object({ label: z.string(), placeholder: z.string() });
/** Words of the exact engagement calculator island. */
export const calculatorCopySchema = z.object({
  title: z.string(),
  intro: z.string(),
  fields: z.object({ followers: calculatorField, likes: calculatorField, comments: calculatorField }),
  submit: z.string(),
  result: z.string(),
  errors: metrics(['followers', 'likes', 'comments'] as const),
});
export type CalculatorCopy = z.infer<typeof calculatorCopySchema>;

export const toolsSchema = z.object({
  order: z.number().int(),
  name: z.string(),
  href: z.string().startsWith('/'),
  icon: z.string(),
  popular: z.boolean().default(false),
  summary: z.string(),
  highlights: z.array(z.string()),
  page: z.object({
    title: seoTitle('page.title'),
    description: seoDescription('page.description', 50),
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    explainer: z.array(z.string()),
    formula: z.string(),
  }),
  benefits: z.array(z.object({ audience: z.string(), items: z.array(z.string()).min(1) })),
  /** Heading of the section under the hero (and its intro on /tools). */
  sectionTitle: z.string(),
  sectionIntro: z.string().optional(),
  engagementChecker: engagementCheckerCopySchema.optional(),
  postChecker: postCheckerCopySchema.optional(),
  calculator: calculatorCopySchema.optional(),
  benchmarks: benchmarksCopySchema.optional(),
  /** Heading of the benchmark bands beside a checker. */
  benchmarksHeading: z.string().optional(),
  /** /tools only: the badge of a popular tool and the words of each card's link. */
  popularBadge: z.string().optional(),
  tryIt: z.string().optional(),
  /** The closing band: heading, text, its main button and a second link. */
  cta: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.object({ label: z.string(), href: z.string().startsWith('/') }),
  }),
});
export type Tool = z.infer<typeof toolsSchema>;

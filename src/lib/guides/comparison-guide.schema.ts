/** Schema of the `comparison` collection: /comparison-guide. */
import { z } from 'astro/zod';
import { counted, iconCard, seoDescription, seoTitle } from '../content/fields';

const comparisonCell = z.union([z.boolean(), z.string().min(1)]);

export const comparisonGuideSchema = z
  .object({
    title: seoTitle(),
    description: seoDescription('description', 50),
    eyebrow: z.string(),
    heading: z.string(),
    intro: z.string(),
    productLabel: z.string(),
    competitors: counted(
      z.string(),
      'competitors',
      1,
      4,
      'the table has room for our column and up to 4 competitors on a 390 px phone (it scrolls sideways)',
    ),
    rows: z
      .array(z.object({ feature: z.string(), product: comparisonCell, competitors: z.array(comparisonCell) }))
      .min(1),
    benefits: counted(
      iconCard,
      'benefits',
      3,
      9,
      'the benefit grid fills rows of 3 at 1366 px; fewer than 3 leaves a half-empty row, more than 9 a wall of cards',
    ),
    labels: z.object({
      bookDemo: z.string(),
      explore: z.string(),
      featuresTitle: z.string(),
      featureColumn: z.string(),
      caption: z.string(),
      benefitsTitle: z.string(),
      cta: z.object({ title: z.string(), text: z.string() }),
    }),
  })
  .superRefine((c, ctx) => {
    c.rows.forEach((row, i) => {
      if (row.competitors.length !== c.competitors.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'competitors'],
          message: `rows[${i}] ("${row.feature}") needs one value per competitor (${c.competitors.length}: ${c.competitors.join(', ')}), it has ${row.competitors.length}`,
        });
      }
    });
  });

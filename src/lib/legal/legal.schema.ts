/** Schema of the `legal` collection: content-collections/legal/*.mdx (/privacy, /terms). */
import { z } from 'astro/zod';
import { seoDescription, seoTitle } from '../content/fields';

export const legalSchema = z.object({
  title: seoTitle(),
  description: seoDescription(),
  lastUpdated: z.coerce.date({ error: 'lastUpdated must be a date like 2025-03-14' }),
});

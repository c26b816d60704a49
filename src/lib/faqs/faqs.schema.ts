/** Schema of the `faqs` collection: one YAML file per page, id = file name (home, pricing, launchpad, ...). */
import { z } from 'astro/zod';

export const faqsSchema = z.object({
  title: z.string().default('Frequently Asked Questions'),
  items: z
    .array(z.object({ question: z.string().min(5), answer: z.string().min(5) }))
    .min(1, 'items needs at least one question'),
});

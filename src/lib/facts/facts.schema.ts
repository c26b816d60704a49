/**
 * Schema of the `facts` collection (content-collections/facts/facts.yaml): the one home of every figure the copy
 * repeats. See src/lib/facts/facts.ts for the placeholders it fills.
 */
// Plain zod (what astro/zod re-exports): the API sandbox functions read the facts too, and bundle no Astro.
import { z } from 'zod';

const price = z.object({
  amount: z.number().positive(),
  currency: z.enum(['USD', 'INR']),
  period: z.string().min(1),
});

export const factsSchema = z.object({
  creatorCount: z.string().regex(/^\d+[MK]\+$/, 'creatorCount is a count such as 400M+'),
  speedClaim: z.string().regex(/^\d+X$/, 'speedClaim is a factor such as 3X'),
  trustedCount: z.string().regex(/^[\d,]+\+$/, 'trustedCount is a count such as 5000+'),
  marketerCount: z.string().regex(/^[\d,]+\+$/, 'marketerCount is a count such as 10,000+'),
  launchpad: z.object({ india: price, global: price }),
  launchpadFundingCap: z.string().min(1),
  searchTokenUnit: z
    .string()
    .regex(/^1 search token = \d+ influencers?$/, 'searchTokenUnit reads "1 search token = N influencers"'),
  whitelabel: price,
  enterprisePlan: z.string().min(1),
  bands: z.array(z.string().regex(/^[$₹][\d,]+$/)),
});

export type Facts = z.infer<typeof factsSchema>;

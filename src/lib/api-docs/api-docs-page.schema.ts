/** Schema of the `apiDocsPage` collection: the copy of /influencer-api/docs (content-collections/api-docs/docs.yaml). */
import { z } from 'astro/zod';
import { iconCard, seoDescription, seoTitle, titledText } from '../content/fields';

/** Words of one endpoint's reference; `{title}` and `{label}` are filled in. */
export const endpointLabelsSchema = z.object({
  tokens: z.string(),
  headers: z.string(),
  query: z.string(),
  path: z.string(),
  body: z.string(),
  columns: z.object({ name: z.string(), type: z.string(), required: z.string(), description: z.string() }),
  isRequired: z.string(),
  isOptional: z.string(),
  required: z.string(),
  optional: z.string(),
  exampleRequest: z.string(),
  exampleResponse: z.string(),
  samplesLabel: z.string().includes('{title}'),
  responseLabel: z.string(),
  copy: z.string(),
  /** Shown on the copy button for 2 s after a copy. */
  copied: z.string(),
  /** Shown when the clipboard is refused and the code is selected instead. */
  copyManually: z.string(),
  copyCode: z.string().includes('{label}'),
});
export type EndpointLabels = z.infer<typeof endpointLabelsSchema>;

/** Words of the API plan cards; `{name}` is the plan's name. */
export const apiPlanLabelsSchema = z.object({
  popular: z.string(),
  custom: z.string(),
  influencerTokens: z.string(),
  audienceTokens: z.string(),
  rateLimit: z.string(),
  support: z.string(),
  contactSales: z.string(),
  getPlan: z.string().includes('{name}'),
});
export type ApiPlanLabels = z.infer<typeof apiPlanLabelsSchema>;

export const apiDocsPageSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  intro: z.string(),
  baseUrlNote: z.string(),
  authentication: z.object({ header: z.literal('influencer-api-key'), text: z.string() }),
  gettingStarted: z.array(titledText).min(1),
  tokenStructure: z.array(titledText.extend({ value: z.string() })).min(1),
  features: z.array(iconCard).min(1),
  teamNote: z.string(),
  labels: z.object({
    eyebrow: z.string(),
    getAccess: z.string(),
    sampleReport: z.string(),
    baseUrl: z.string(),
    endpointList: z.string(),
    authentication: z.string(),
    authSampleLabel: z.string(),
    gettingStarted: z.string(),
    endpoints: z.object({ title: z.string(), intro: z.string(), tabsLabel: z.string() }),
    tokens: z.object({ title: z.string(), intro: z.string() }),
    plans: z.string(),
    features: z.string(),
    cta: z.object({ title: z.string(), text: z.string(), getAccess: z.string(), download: z.string() }),
  }),
  endpoint: endpointLabelsSchema,
  plans: apiPlanLabelsSchema,
});
export type ApiDocsPage = z.infer<typeof apiDocsPageSchema>;

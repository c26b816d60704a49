/**
 * Schema of the `influencerApiDocsPage` collection: the words of /influencer-api/docs around the API
 * (content-collections/influencer-api/docs.yaml). What the API is (base URL, authentication, operations, token rules,
 * plans, sandbox) comes from the OpenAPI document (content-collections/influencer-api/openapi.yaml), not from here.
 */
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
  /** A field table's required cell, at every width (one word, one element a row: issue 32). */
  required: z.string(),
  optional: z.string(),
  exampleRequest: z.string(),
  exampleResponse: z.string(),
  samplesLabel: z.string().includes('{title}'),
  /** Label of the example response; `{status}` is its status code. */
  responseLabel: z.string().includes('{status}'),
  responseFields: z.string(),
  errors: z.string(),
  errorsIntro: z.string(),
  /** Description of the key header in the headers table. */
  keyHeader: z.string(),
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
  /** A plan's rate limit; `{n}` is its requestsPerMinute in the OpenAPI document. */
  perMinute: z.string().includes('{n}'),
});
export type ApiPlanLabels = z.infer<typeof apiPlanLabelsSchema>;

/** Words of the API console; placeholders: `{ms}` the time of a call, `{status}` its status line. */
export const apiConsoleLabelsSchema = z.object({
  title: z.string(),
  intro: z.string(),
  open: z.string(),
  loading: z.string(),
  loadFailed: z.string(),
  operation: z.string(),
  parameters: z.string(),
  body: z.string(),
  bodyHelp: z.string(),
  key: z.string(),
  keyHelp: z.string(),
  checks: z.string(),
  valid: z.string(),
  invalidJson: z.string(),
  required: z.string(),
  send: z.string(),
  sending: z.string(),
  copyCurl: z.string(),
  copied: z.string(),
  copyFailed: z.string(),
  response: z.string(),
  status: z.string(),
  timing: z.string(),
  time: z.string().includes('{ms}'),
  headers: z.string(),
  responseBody: z.string(),
  networkError: z.string(),
});
export type ApiConsoleLabels = z.infer<typeof apiConsoleLabelsSchema>;

export const influencerApiDocsPageSchema = z.object({
  title: seoTitle(),
  description: seoDescription('description', 50),
  intro: z.string(),
  gettingStarted: z.array(titledText).min(1),
  features: z.array(iconCard).min(1),
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
    /** The sandbox box; `{n}` in `limit` is the per-IP limit per minute from the document. */
    sandbox: z.object({
      title: z.string(),
      url: z.string(),
      key: z.string(),
      limit: z.string().includes('{n}'),
    }),
    /** Links to the document and the Postman collection. */
    downloads: z.object({
      title: z.string(),
      text: z.string(),
      openapiJson: z.string(),
      openapiYaml: z.string(),
      postman: z.string(),
    }),
    tokens: z.object({ title: z.string(), intro: z.string() }),
    plans: z.string(),
    features: z.string(),
    cta: z.object({ title: z.string(), text: z.string(), getAccess: z.string(), download: z.string() }),
  }),
  endpoint: endpointLabelsSchema,
  plans: apiPlanLabelsSchema,
  console: apiConsoleLabelsSchema,
});
export type InfluencerApiDocsPage = z.infer<typeof influencerApiDocsPageSchema>;

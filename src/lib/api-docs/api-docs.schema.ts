/** Schema of the `apiDocs` collection: one YAML file per endpoint (content-collections/api-docs/endpoints). */
import { z } from 'astro/zod';
import { EXAMPLE_SCHEMAS, type ExampleKind } from './schemas';

/** Parses an API example with the documented schema; a drifted example fails the build. */
function validExample(kind: ExampleKind) {
  return z.unknown().superRefine((value, ctx) => {
    const result = EXAMPLE_SCHEMAS[kind].safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: `${kind} example drifted from the schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
        });
      }
    }
  });
}

const apiField = z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string() });

export const apiDocsSchema = z
  .object({
    order: z.number().int(),
    tab: z.string(),
    title: z.string(),
    summary: z.string(),
    method: z.enum(['GET', 'POST']),
    path: z.string().startsWith('/'),
    query: z.array(apiField),
    headers: z.array(apiField),
    params: z.array(apiField),
    tokens: z.string(),
    exampleQuery: z.string().optional(),
    examplePath: z.string().optional(),
    exampleRequest: validExample('search-request').optional(),
    exampleResponse: z.unknown(),
  })
  .superRefine((d, ctx) => {
    // The response example of each endpoint is checked against that endpoint's schema.
    const kind: ExampleKind = d.method === 'POST' ? 'search-response' : 'insight-response';
    const result = EXAMPLE_SCHEMAS[kind].safeParse(d.exampleResponse);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['exampleResponse', ...issue.path.map(String)],
          message: `${kind} example drifted from the schema: ${issue.message}`,
        });
      }
    }
    if (d.method === 'POST' && d.exampleRequest === undefined)
      ctx.addIssue({ code: 'custom', message: 'POST endpoints need an exampleRequest' });
  });

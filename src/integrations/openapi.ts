/**
 * Checks the influencer API's OpenAPI document before anything is built (and when `astro dev` starts): the
 * document against the OpenAPI 3.1 schema and every example against its schema (src/lib/influencer-api/openapi-check.ts).
 * A broken document stops the build with one line per problem, each naming its path in the document.
 */
import type { AstroIntegration } from 'astro';
import { assertOpenApi } from '../lib/influencer-api/openapi-check';
import { OPENAPI_FILE, openApiPath, readRawOpenApi } from '../lib/influencer-api/openapi-file';

/** `file` (tests) checks another copy of the document. */
export default function openApi({ file }: { file?: string } = {}): AstroIntegration {
  return {
    name: 'openapi',
    hooks: {
      'astro:config:setup': async ({ logger }) => {
        await assertOpenApi(readRawOpenApi(file ?? openApiPath()), file ?? OPENAPI_FILE);
        logger.info(`${OPENAPI_FILE}: valid OpenAPI 3.1, every example matches its schema`);
      },
    },
  };
}

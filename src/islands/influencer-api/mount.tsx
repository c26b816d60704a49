/**
 * Loaded when the visitor opens the console (never with the page): reads the OpenAPI document the page links
 * (/influencer-api/openapi.json) and renders the console into the host element.
 */
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import ApiConsole from './ApiConsole';
import type { OpenApiDoc } from '~/lib/influencer-api/openapi';
import type { ApiConsoleLabels } from '~/lib/influencer-api/influencer-api-docs-page.schema';

// The schemas are built from the document at run time; the site's CSP has no 'unsafe-eval', so zod must not try
// to compile parsers with new Function.
z.config({ jitless: true });

export async function mountConsole(host: HTMLElement, documentUrl: string, labels: ApiConsoleLabels): Promise<void> {
  const res = await fetch(documentUrl, { credentials: 'omit' });
  if (!res.ok) throw new Error(`${documentUrl}: ${res.status}`);
  const doc = (await res.json()) as OpenApiDoc;
  const root = createRoot(host);
  root.render(<ApiConsole doc={doc} labels={labels} origin={window.location.origin} />);
}

/** Build-time getter of the `ui` collection (imports astro:content: .astro files only). */
import { getEntry } from 'astro:content';
import type { UiCopy } from './ui-copy.schema';

export async function getUiCopy(): Promise<UiCopy> {
  const entry = await getEntry('ui', 'ui');
  if (!entry) throw new Error('content-collections/ui/ui.yaml is missing');
  return entry.data;
}

/** The industry filter of /customer-stories: a slug per industry and the options present among the stories. */
import { filterSlug } from '../ui/filter';

export const industrySlug = filterSlug;

/** Industries present in `items`, sorted by label, with counts. */
export function industryOptions(
  items: readonly { industry: string }[],
): { value: string; label: string; count: number }[] {
  const map = new Map<string, { value: string; label: string; count: number }>();
  for (const item of items) {
    const value = industrySlug(item.industry);
    const entry = map.get(value) ?? { value, label: item.industry, count: 0 };
    entry.count++;
    map.set(value, entry);
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label));
}

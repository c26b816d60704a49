/** Build-time getter of the `navigation` collection (imports astro:content: .astro files only). */
import { getEntry } from 'astro:content';
import { site } from '~/config/site';
import { resolveMenus, type Menus, type Navigation } from './menus';

export async function getNavigation(): Promise<Navigation & { menus: Menus }> {
  const entry = await getEntry('navigation', 'navigation');
  if (!entry) throw new Error('content-collections/navigation/navigation.yaml is missing');
  return { ...entry.data, menus: resolveMenus(entry.data, site) };
}

/**
 * The menus of the `navigation` collection made ready to render: `{siteLink}` placeholders filled from
 * src/config/site.ts, the desktop menu's group ids replaced by their groups.
 */
import { fill } from '~/lib/copy/placeholders';
import type { FooterColumn, MenuGroup, Navigation } from './navigation.schema';

export type { FooterColumn, MenuGroup, MenuItem, Navigation } from './navigation.schema';
export type TopItem = { kind: 'link'; label: string; href: string } | { kind: 'group'; group: MenuGroup };

export interface Menus {
  groups: MenuGroup[];
  top: TopItem[];
  footer: FooterColumn[];
}

/** A link with its `{key}` placeholder filled; throws with the key named when the site has no such link. */
export function resolveHref(href: string, links: Readonly<Record<string, unknown>>): string {
  const url = fill(
    href,
    Object.fromEntries(Object.entries(links).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
  );
  if (/\{\w+\}/.test(url)) throw new Error(`navigation: ${href} names no link of src/config/site.ts`);
  return url;
}

export function resolveMenus(
  nav: Pick<Navigation, 'groups' | 'top' | 'footer'>,
  links: Readonly<Record<string, unknown>>,
): Menus {
  const link = (href: string) => resolveHref(href, links);
  const groups = nav.groups.map((g) => ({
    ...g,
    items: g.items.map((i) => (i.href ? { ...i, href: link(i.href) } : i)),
  }));
  const top = nav.top.map((t): TopItem => {
    if ('href' in t) return { kind: 'link', label: t.label, href: link(t.href) };
    const group = groups.find((g) => g.id === t.group);
    if (!group) throw new Error(`navigation: the menu names the group "${t.group}", which is not defined`);
    return { kind: 'group', group };
  });
  const footer = nav.footer.map((c) => ({ ...c, links: c.links.map((l) => ({ ...l, href: link(l.href) })) }));
  return { groups, top, footer };
}

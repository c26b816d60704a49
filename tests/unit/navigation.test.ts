import { describe, expect, it } from 'vitest';
import { collectionFiles } from '~/lib/content/files';
import { navigationSchema } from '~/lib/navigation/navigation.schema';
import { resolveHref, resolveMenus } from '~/lib/navigation/menus';
import { site } from '~/config/site';
import { isKnownRoute } from '~/config/routes';
import iconNodes from 'lucide-static/icon-nodes.json';

const internal = (href: string) => href.startsWith('/');
const nav = navigationSchema.parse(collectionFiles('navigation')[0].data);
const { groups: menuGroups, top: topMenu, footer: footerColumns } = resolveMenus(nav, site);
const [solutions, resources, tools] = menuGroups as [
  (typeof menuGroups)[0],
  (typeof menuGroups)[0],
  (typeof menuGroups)[0],
];

describe('navigation data', () => {
  it('top menu: Home, Solutions, Resources, Free Tools, API, Pricing', () => {
    expect(topMenu.map((t) => (t.kind === 'link' ? t.label : t.group.label))).toEqual([
      'Home',
      'Solutions',
      'Resources',
      'Free Tools',
      'API',
      'Pricing',
    ]);
    expect(menuGroups.map((g) => g.heading)).toEqual(['How We Help You', 'Learning Resources', 'Free AI Tools']);
  });

  it('every internal href in the header and footer is a real route', () => {
    const hrefs = [
      ...topMenu.flatMap((t) => (t.kind === 'link' ? [t.href] : t.group.items.map((i) => i.href))),
      ...footerColumns.flatMap((c) => c.links.map((l) => l.href)),
    ].filter((h): h is string => !!h && internal(h));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(isKnownRoute(href), href).toBe(true);
  });

  it('solutions group as specified, campaign management India-only and flagged', () => {
    expect(solutions.items.map((i) => [i.href, i.badgeText])).toEqual([
      ['/#influencer-discovery', undefined],
      ['/#campaign-management', undefined],
      ['/managed-services', undefined],
      ['/influencer-api', 'New'],
      ['/launchpad', 'New'],
    ]);
    const campaign = solutions.items[1];
    expect(campaign.indiaOnly).toBe(true);
    expect(campaign.flag).toBeTruthy();
  });

  it('resources: blog (New), stories, integrations and four external new-tab links', () => {
    expect(resources.items.slice(0, 3).map((i) => i.href)).toEqual(['/blog', '/customer-stories', '/integrations']);
    expect(resources.items[0].badgeText).toBe('New');
    const external = resources.items.filter((i) => i.externalLink);
    expect(external).toHaveLength(4);
    for (const item of external) {
      expect(item.newTab).toBe(true);
      expect(item.href).toMatch(/^https:\/\//);
    }
  });

  it('free tools: both checkers and a non-link Coming Soon placeholder', () => {
    expect(tools.items.map((i) => i.title)).toEqual([
      'Instagram Engagement Rate Checker',
      'Post Engagement Checker',
      'More Tools Launching Soon',
    ]);
    expect(tools.items[2].href).toBeUndefined();
    expect(tools.items[2].badgeText).toBe('Coming Soon');
  });

  it('every menu icon exists', () => {
    for (const item of menuGroups.flatMap((g) => g.items)) expect(iconNodes, item.icon).toHaveProperty([item.icon]);
  });

  it('footer has the four columns', () => {
    expect(footerColumns.map((c) => c.title)).toEqual(['Solutions', 'Resources', 'Company', 'Developers']);
  });

  it('site links are filled from src/config/site.ts; an unknown one is refused by name', () => {
    expect(resolveHref('{helpCentreUrl}', site)).toBe(site.helpCentreUrl);
    expect(resolveHref('/pricing', site)).toBe('/pricing');
    expect(() => resolveHref('{nowhere}', site)).toThrow(/\{nowhere\}/);
    expect(() => resolveMenus({ ...nav, top: [{ group: 'tools' }], groups: nav.groups.slice(0, 1) }, site)).toThrow(
      /"tools"/,
    );
  });

  it('isKnownRoute rejects unknown paths', () => {
    expect(isKnownRoute('/nope')).toBe(false);
    expect(isKnownRoute('/customer-stories/unknown')).toBe(false);
    expect(isKnownRoute('/customer-stories/plum')).toBe(true);
    expect(isKnownRoute('/pricing?x=1#faq')).toBe(true);
  });
});

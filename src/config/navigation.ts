/**
 * Header and footer menus (spec 000 §2.2, §2.3). Components render these; no menu copy lives in components.
 */
import { site } from './site';

export interface MenuItem {
  /** Lucide icon name. */
  icon: string;
  title: string;
  description: string;
  /** Internal path, `#anchor` on the home page, or an absolute external URL. Absent for placeholders. */
  href?: string;
  badgeText?: string;
  externalLink?: boolean;
  newTab?: boolean;
  /** Optional click action: 'scroll' smooth-scrolls to the anchor when it is on the current page. */
  action?: 'scroll';
  /** Shown only to visitors detected in India (and while the region is loading). */
  indiaOnly?: boolean;
  /** Country whose flag (inline SVG, never an emoji) is shown beside the title. */
  flag?: 'IN';
}

export interface MenuGroup {
  id: 'solutions' | 'resources' | 'tools';
  label: string;
  heading: string;
  items: MenuItem[];
}

export const solutions: MenuGroup = {
  id: 'solutions',
  label: 'Solutions',
  heading: 'How We Help You',
  items: [
    { icon: 'search', title: 'Influencer Discovery', description: 'Search 400M+ creators with 20+ smart filters', href: '/#influencer-discovery', action: 'scroll' },
    { icon: 'megaphone', title: 'Campaign Management', description: 'Brief, ship, approve and track in one place', href: '/#campaign-management', action: 'scroll', indiaOnly: true, flag: 'IN' },
    { icon: 'handshake', title: 'Managed Services', description: 'A dedicated team runs your campaigns for you', href: '/managed-services' },
    { icon: 'code-xml', title: 'Influencer API', description: 'Creator data for your product and research', href: '/influencer-api', badgeText: 'New' },
    { icon: 'rocket', title: 'Launchpad', description: 'Barter-only influencer programme for startups', href: '/launchpad', badgeText: 'New' },
  ],
};

export const resources: MenuGroup = {
  id: 'resources',
  label: 'Resources',
  heading: 'Learning Resources',
  items: [
    { icon: 'newspaper', title: 'Blog', description: 'Playbooks, trends and platform updates', href: '/blog', badgeText: 'New' },
    { icon: 'trophy', title: 'Customer Stories', description: 'How brands grow with influencer marketing', href: '/customer-stories' },
    { icon: 'plug', title: 'Integrations', description: 'Connect your store and your email', href: '/integrations' },
    { icon: 'life-buoy', title: 'Help Centre', description: 'Guides and answers for every feature', href: site.helpCentreUrl, externalLink: true, newTab: true },
    { icon: 'badge-percent', title: 'Affiliate Program', description: 'Earn by recommending us', href: site.affiliateUrl, externalLink: true, newTab: true },
    { icon: 'puzzle', title: 'Chrome Extension', description: 'Influencer analytics right on Instagram', href: site.extensionStoreUrl, externalLink: true, newTab: true },
    { icon: 'book-open', title: 'Influencer Wiki', description: 'Browse influencer profiles for free', href: site.influencerWikiUrl, externalLink: true, newTab: true },
  ],
};

export const tools: MenuGroup = {
  id: 'tools',
  label: 'Free Tools',
  heading: 'Free AI Tools',
  items: [
    { icon: 'gauge', title: 'Instagram Engagement Rate Checker', description: 'Check any profile’s engagement rate', href: '/tools/engagement-checker' },
    { icon: 'chart-no-axes-column', title: 'Post Engagement Checker', description: 'See how a single post performs', href: '/tools/post-checker' },
    { icon: 'sparkles', title: 'More Tools Launching Soon', description: 'New free tools are on the way', badgeText: 'Coming Soon' },
  ],
};

export const menuGroups: MenuGroup[] = [solutions, resources, tools];

/** Top-level desktop menu in order: Home, Solutions, Resources, Free Tools, API, Pricing. */
export type TopItem = { kind: 'link'; label: string; href: string } | { kind: 'group'; group: MenuGroup };
export const topMenu: TopItem[] = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'group', group: solutions },
  { kind: 'group', group: resources },
  { kind: 'group', group: tools },
  { kind: 'link', label: 'API', href: '/influencer-api' },
  { kind: 'link', label: 'Pricing', href: '/pricing' },
];

export interface FooterColumn {
  title: string;
  /** `indiaOnly` links are gated like the header's India-only item (the section they open exists only for India). */
  links: { label: string; href: string; external?: boolean; indiaOnly?: boolean }[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: 'Solutions',
    links: [
      { label: 'Influencer Discovery', href: '/#influencer-discovery' },
      { label: 'Campaign Management', href: '/#campaign-management', indiaOnly: true },
      { label: 'Managed Services', href: '/managed-services' },
      { label: 'Launchpad', href: '/launchpad' },
      { label: 'Pricing', href: '/pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Customer Stories', href: '/customer-stories' },
      { label: 'Free Tools', href: '/tools' },
      { label: 'Comparison Guide', href: '/comparison-guide' },
      { label: 'Influencer Marketing Guide', href: '/influencer-marketing-guide' },
      { label: 'Help Centre', href: site.helpCentreUrl, external: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Integrations', href: '/integrations' },
      { label: 'Affiliate Program', href: site.affiliateUrl, external: true },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Sitemap', href: '/sitemap-index.xml' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { label: 'Influencer API', href: '/influencer-api' },
      { label: 'API Documentation', href: '/influencer-api/docs' },
      { label: 'GitHub', href: site.codeHostingUrl, external: true },
    ],
  },
];

/** Schema of the `navigation` collection: header groups, the desktop menu order, footer columns and their words. */
import { z } from 'astro/zod';

/** A site path, a home-page anchor, an https URL, or a `{key}` placeholder for a link of src/config/site.ts. */
const href = z.string().regex(/^(\/|https:\/\/|\{\w+\}$)/, 'a path starting with /, an https:// URL or a {siteLink}');

export const menuItemSchema = z.object({
  /** Lucide icon name. */
  icon: z.string(),
  title: z.string().min(1),
  description: z.string().min(1),
  /** Absent for placeholders (shown, not a link). */
  href: href.optional(),
  badgeText: z.string().optional(),
  externalLink: z.boolean().optional(),
  newTab: z.boolean().optional(),
  /** 'scroll' smooth-scrolls to the anchor when it is on the current page. */
  action: z.literal('scroll').optional(),
  /** Shown only to visitors detected in India (and while the region is loading). */
  indiaOnly: z.boolean().optional(),
  /** Country whose flag (inline SVG, never an emoji) is shown beside the title. */
  flag: z.literal('IN').optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuGroupSchema = z.object({
  id: z.enum(['solutions', 'resources', 'tools']),
  label: z.string().min(1),
  heading: z.string().min(1),
  items: z.array(menuItemSchema).min(1),
});
export type MenuGroup = z.infer<typeof menuGroupSchema>;

const footerLinkSchema = z.object({
  label: z.string().min(1),
  href,
  external: z.boolean().optional(),
  /** Gated like the header's India-only item (the section it opens exists only for India). */
  indiaOnly: z.boolean().optional(),
});
export const footerColumnSchema = z.object({ title: z.string().min(1), links: z.array(footerLinkSchema).min(1) });
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const navigationSchema = z.object({
  groups: z.array(menuGroupSchema).min(1),
  top: z
    .array(z.union([z.object({ label: z.string().min(1), href }), z.object({ group: menuGroupSchema.shape.id })]))
    .min(1),
  footer: z.array(footerColumnSchema).min(1),
  header: z.object({
    homeLabel: z.string(),
    mainNavLabel: z.string(),
    mobileNavLabel: z.string(),
    drawerLabel: z.string(),
    openMenu: z.string(),
    closeMenu: z.string(),
    logIn: z.string(),
    getStarted: z.string(),
  }),
  footerText: z.object({
    heading: z.string(),
    about: z.string(),
    mailNote: z.string(),
    socialLabel: z.string(),
    socialLink: z.string(),
    codeHostName: z.string(),
    copyright: z.string(),
    madeFor: z.string(),
  }),
});
export type Navigation = z.infer<typeof navigationSchema>;

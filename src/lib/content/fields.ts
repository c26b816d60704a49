/**
 * Field builders shared by the collection schemas (src/lib/<domain>/<collection>.schema.ts). Every message says
 * what to write, because Astro prints it beside the file and the field when an entry does not match.
 */
import { z } from 'astro/zod';

/** Search results cut titles after about 60 characters and descriptions after about 160. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

const lengthOf = (input: unknown) => (typeof input === 'string' ? input.trim().length : 0);

/** Required text; `min` characters at least (after trimming). */
export const text = (field: string, min = 1) =>
  z
    .string({ error: `${field} is required (text)` })
    .trim()
    .min(min, min > 1 ? `${field} needs at least ${min} characters` : `${field} must not be empty`);

/** A title shown in search results and link previews: at most 60 characters. */
export const seoTitle = (field = 'title') =>
  text(field).max(TITLE_MAX, {
    error: (iss) =>
      `${field} must be at most ${TITLE_MAX} characters so search results show it whole (it has ${lengthOf(iss.input)})`,
  });

/** A description shown in search results and link previews: at most 160 characters. */
export const seoDescription = (field = 'description', min = 1) =>
  text(field, min).max(DESCRIPTION_MAX, {
    error: (iss) =>
      `${field} must be at most ${DESCRIPTION_MAX} characters so search results show it whole (it has ${lengthOf(iss.input)})`,
  });

/**
 * A list whose length the layout constrains. `why` is the reason, shown in the message, e.g.
 * counted(item, 'logos', 8, 14, 'the logo strip needs at least 8 logos to fill a 1366 px screen and shows at most 14').
 */
export function counted<T extends z.ZodType>(
  item: T,
  field: string,
  min: number,
  max: number | undefined,
  why: string,
) {
  const range = max === undefined ? `at least ${min}` : min === max ? `exactly ${min}` : `${min} to ${max}`;
  const list = z.array(item).min(min, `${field} needs ${range}: ${why}`);
  return max === undefined ? list : list.max(max, `${field} takes ${range}: ${why}`);
}

/** Lucide icon name (kebab case). */
export const iconName = z.string().regex(/^[a-z0-9-]+$/, 'icon must be a Lucide icon name such as "bar-chart-3"');

/** A site path such as /images/home/x.webp (files under public/). */
export const localPath = z.string().regex(/^\/[\w\-./]+$/, 'a local path starting with /');

/** What a page passes to <LeadButton>: the dialog's title, description, programType and pricing tier. */
export const leadButton = z.object({
  text: z.string(),
  title: z.string(),
  description: z.string(),
  programType: z.string().min(1),
  pricingTier: z.union([z.string(), z.object({ india: z.string(), global: z.string() })]).optional(),
});

export const iconItem = z.object({ title: z.string(), description: z.string(), icon: iconName });
export const iconCard = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export const titledText = z.object({ title: z.string(), text: z.string() });

/**
 * Stand-in for Astro's `image()` where astro:content is not available (unit tests, the CMS generator): a path
 * relative to the entry's file, marked with `meta({ kind: 'image' })` so tools know the field is an image.
 */
export const imagePath = () => z.string().min(1, 'image path is required').meta({ kind: 'image' });

/** A page's <title> and meta description as the content gives them. */
export const pageMeta = z.object({ title: seoTitle('meta.title'), description: seoDescription('meta.description') });

/**
 * Hosts reserved for documentation and tests (RFC 2606 / RFC 6761): `example`, `test`, `invalid` and `localhost`
 * top-level names and `example.com`, `example.net`, `example.org`. A link to one is a placeholder, never a source.
 */
export const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org))$/i;

export function isReservedHost(host: string): boolean {
  return RESERVED_HOST.test(host.replace(/\.$/, ''));
}

/** An https address a visitor can open: not under a reserved example domain. */
export const publicUrl = (field: string) =>
  z
    .url({ protocol: /^https?$/, error: `${field} must be a full address starting with https://` })
    .refine((u) => !isReservedHost(new URL(u).hostname), {
      error: (iss) =>
        `${field} points to a reserved example domain (${new URL(String(iss.input)).hostname}): give the real address of the article, or leave the item out`,
    });

/** A press article: the publication's name and the article's real address (an item without both is not shown). */
export const pressLink = (field: string) =>
  z.object({ publication: text(`${field}.publication`), url: publicUrl(`${field}.url`) }).strict();

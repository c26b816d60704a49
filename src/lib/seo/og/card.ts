/**
 * Social cards: what each page's 1200×630 Open Graph image says, where it lives and the hash that caches
 * it. Pure (no I/O) so it is unit tested; src/lib/seo/og/render.ts draws it, src/components/seo/Seo.astro asks for it.
 */
import { createHash } from 'node:crypto';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the drawing (cardTree, fonts, colours) changes so every cached card is drawn again. */
export const CARD_TEMPLATE_VERSION = 2;

/** What a page may say about its own card; everything is optional (the section comes from the path). */
export interface CardOptions {
  /** Headline on the card; defaults to the page title without the brand suffix. */
  title?: string;
  /** Small label above the title (the section, e.g. "Customer Story"). */
  kicker?: string;
  /** Short facts shown as pills: a story's company and industry, a post's category and read time. */
  facts?: string[];
  /** One headline figure (a story's first result). */
  highlight?: { value: string; label: string };
}

export interface CardInput {
  title: string;
  brand: string;
  kicker: string;
  facts: string[];
  highlight?: { value: string; label: string };
}

/** Pages that keep the site-wide /og-image.png: the CMS is a tool, not something to share. */
export function hasCard(pagePath: string): boolean {
  return !/^\/cms(\/|\.html|$)/.test(pagePath);
}

/** "/pricing" → "pricing"; "/" → "home"; "/blog/x.html" → "blog/x"; only [a-z0-9-/] survive. */
export function cardSlug(pagePath: string): string {
  const clean = (pagePath.split(/[?#]/)[0] ?? '/').replace(/(\/index)?\.html$/, '').replace(/^\/+|\/+$/g, '');
  const slug = clean
    .toLowerCase()
    .replace(/[^a-z0-9/-]+/g, '-')
    .replace(/\/{2,}/g, '/');
  return slug || 'home';
}

/**
 * The section a card names above its title, by the page's first path segment ("home" for /), from the `ui`
 * collection's `cardSections`; a segment it does not name becomes its own title-cased words.
 */
export function sectionOf(pagePath: string, sections: Readonly<Record<string, string>>): string {
  const first = cardSlug(pagePath).split('/')[0];
  return (
    sections[first] ??
    first
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** The page title without a trailing " | Brand" (the brand is drawn separately). */
export function cardTitle(title: string, brand: string): string {
  const stripped = title
    .replace(new RegExp(`\\s*[|–-]\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`), '')
    .trim();
  return stripped || title.trim();
}

export function cardInput(
  page: { path: string; title: string; brand: string; sections: Readonly<Record<string, string>> },
  options: CardOptions = {},
): CardInput {
  const facts = (options.facts ?? [])
    .map((f) => f.trim())
    .filter(Boolean)
    .slice(0, 3);
  return {
    title: (options.title ?? cardTitle(page.title, page.brand)).trim(),
    brand: page.brand,
    kicker: (options.kicker ?? sectionOf(page.path, page.sections)).trim(),
    facts,
    ...(options.highlight
      ? { highlight: { value: options.highlight.value.trim(), label: options.highlight.label.trim() } }
      : {}),
  };
}

/** Hash of everything that changes the picture: the input, the template version and the font files' identity. */
export function cardHash(input: CardInput, fontsKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: CARD_TEMPLATE_VERSION, fontsKey, input }))
    .digest('hex')
    .slice(0, 16);
}

/** Public path of a card: /og/<slug>.<hash>.png (the hash in the name lets it be cached for a year). */
export function cardPath(pagePath: string, hash: string): string {
  return `/og/${cardSlug(pagePath)}.${hash}.png`;
}

export const CARD_PATH_PATTERN = /^\/og\/([a-z0-9/-]+)\.([0-9a-f]{16})\.png$/;

/** Text alternative for the card: what it shows, in reading order. */
export function cardAlt(input: CardInput): string {
  const parts = [`${input.brand} ${input.kicker}: ${input.title}`];
  if (input.facts.length) parts.push(input.facts.join(', '));
  if (input.highlight) parts.push(`${input.highlight.value} ${input.highlight.label.replace(/\.$/, '')}`);
  return `${parts.join('. ')}.`;
}

/** Shorten to at most `max` characters on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card as a satori element tree (plain objects, no React). */
export function cardTree(input: CardInput): Node {
  const titleSize = input.title.length > 70 ? 52 : input.title.length > 40 ? 62 : 72;
  const pills = input.facts.map((f) =>
    el(
      'div',
      {
        display: 'flex',
        padding: '10px 22px',
        borderRadius: 999,
        background: '#ffffff',
        color: '#5418d4',
        fontSize: 26,
        fontWeight: 600,
        border: '2px solid #d9d2ff',
      },
      clip(f, 40),
    ),
  );
  const highlight = input.highlight
    ? el('div', { display: 'flex', alignItems: 'baseline', gap: 18, marginTop: 8 }, [
        el(
          'div',
          { display: 'flex', fontFamily: 'Jakarta', fontSize: 64, fontWeight: 800, color: '#5418d4' },
          clip(input.highlight.value, 12),
        ),
        el('div', { display: 'flex', fontSize: 28, color: '#3f3f46', maxWidth: 760 }, clip(input.highlight.label, 70)),
      ])
    : null;
  // Explicit geometry (satori lays out without box-sizing): a 1056×502 column inside 72/64 px margins.
  const inner = el(
    'div',
    {
      position: 'absolute',
      left: 72,
      top: 64,
      width: CARD_WIDTH - 144,
      height: CARD_HEIGHT - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
        el(
          'div',
          {
            display: 'flex',
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#6425f0',
            color: '#ffffff',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: 'Jakarta',
            fontSize: 34,
            fontWeight: 800,
          },
          input.brand.charAt(0),
        ),
        el(
          'div',
          { display: 'flex', fontFamily: 'Jakarta', fontSize: 34, fontWeight: 800, color: '#18181b' },
          input.brand,
        ),
        el(
          'div',
          {
            display: 'flex',
            marginLeft: 'auto',
            fontSize: 24,
            fontWeight: 600,
            color: '#5418d4',
            textTransform: 'uppercase',
            letterSpacing: 2,
          },
          clip(input.kicker, 36),
        ),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        el(
          'div',
          {
            display: 'flex',
            fontFamily: 'Jakarta',
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.12,
            color: '#18181b',
          },
          clip(input.title, 110),
        ),
        ...(highlight ? [highlight] : []),
      ]),
      el('div', { display: 'flex', gap: 14, minHeight: 52 }, pills),
    ],
  );
  return el(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      background: 'linear-gradient(135deg, #f3f1ff 0%, #ffffff 55%, #ede9ff 100%)',
      fontFamily: 'Inter',
      color: '#18181b',
    },
    [inner],
  );
}

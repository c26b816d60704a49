/**
 * The words of markup kept in a `<template>` until it is shown (issue 32), for the site search: Pagefind skips a
 * template's content but indexes the attributes an element names in `data-pagefind-index-attrs`, the template's
 * own included. Pure; run at build time on the rendered HTML.
 */

/** The attribute holding a template's words. */
export const SEARCH_TEXT_ATTR = 'data-search-text';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references Astro and Shiki write (`&amp;`, `&#39;`, `&#x27;`…); unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (ref: string, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? ref;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });
}

/** A code block's highlighted copy (CodeBlock.astro): the same words as the plain `<pre>` beside it. */
const HIGHLIGHTED_COPY = /<template\b[^>]*\bdata-highlighted\b[^>]*>[\s\S]*?<\/template>/g;

/**
 * The text of an HTML fragment: tags (quoted attribute values included) become spaces, runs of space collapse.
 * Templates' words count (a nested lazy panel is indexed only through its outer template), except a code block's
 * highlighted copy.
 */
export function searchText(html: string): string {
  const text = html.replace(HIGHLIGHTED_COPY, ' ').replace(/<(?:"[^"]*"|'[^']*'|[^'">])*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The attributes that put `html`'s words in the search index, to spread on the `<template>` holding it. */
export function searchTextAttrs(html: string): Record<string, string> {
  return { 'data-pagefind-index-attrs': SEARCH_TEXT_ATTR, [SEARCH_TEXT_ATTR]: searchText(html) };
}

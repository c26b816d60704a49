/** Escaping for markup written as strings (SVG, XML): text content, and double-quoted attribute values. */

/** `&`, `<` and `>` as entities: safe as an element's text. */
export const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** {@link escapeText} and `"`: safe inside a double-quoted attribute. */
export const escapeAttribute = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

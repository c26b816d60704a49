/**
 * Markup rendered on first need (issue 32): an element whose contents are only seen once the visitor uses it (a
 * header menu's panel, the mobile drawer) holds them in a `<template data-on-demand>` child. The page loads with the
 * template's content parsed but inert (no elements in the document, nothing styled or laid out); `materialize` swaps
 * the template for a copy of its content, once.
 */

export const ON_DEMAND_SELECTOR = 'template[data-on-demand]';

/** Puts `host`'s on-demand content in place. True when it did; false when there was none (already done). */
export function materialize(host: Element | null | undefined): boolean {
  const template = host?.querySelector<HTMLTemplateElement>(`:scope > ${ON_DEMAND_SELECTOR}`);
  if (!host || !template) return false;
  // importNode: the copy belongs to the page's document, so custom elements in it are upgraded as it is inserted.
  template.replaceWith(host.ownerDocument.importNode(template.content, true));
  return true;
}

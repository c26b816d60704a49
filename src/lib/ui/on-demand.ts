/**
 * Markup rendered on first need (issue 32): an element whose contents are only seen once the visitor uses it (a
 * header menu's panel, the mobile drawer) holds them in a `<template data-on-demand>` child. The page loads with the
 * template's content parsed but inert (no elements in the document, nothing styled or laid out); `materialize` puts
 * that content in the template's place, once (the template goes with it, so a second call does nothing).
 */
export function materialize(host: Element | null | undefined): void {
  const template = host?.querySelector<HTMLTemplateElement>(':scope > template[data-on-demand]');
  // The nodes join the page's document as they are inserted, so custom elements among them are upgraded then.
  template?.replaceWith(template.content);
}

/**
 * Markup rendered on first need (issue 32): an element whose contents are only seen once the visitor uses it (a
 * header menu's panel, the mobile drawer) holds them as the text of a `<script type="text/html" data-on-demand>`
 * child (src/components/ui/OnDemand.astro). The HTML parser reads a data block as one run of text, so the page pays
 * for neither the tokens nor the elements of content a visitor may never open (a `<template>` spared the elements
 * but its content was still parsed, 30 KB of every page's HTML: docs/decisions/header-on-demand.md). `materialize`
 * parses that text and puts the nodes in the holder's place, once (the holder goes with it, so a second call does
 * nothing).
 */

/**
 * An external script tag (a component's bundled module script, which Astro writes where the component first
 * renders).
 */
const EXTERNAL_SCRIPT = /<script\b[^>]*\ssrc="[^"]*"[^>]*><\/script>/gi;

/**
 * The markup as a data block's text, at build time, and the external script tags taken out of it to be written after
 * the block (a component inside may be the first of its kind on the page; its module script runs for the whole page,
 * so its place does not matter, and inside the block it would end it). A data block ends at the first `</script`, and
 * `<!--` or `<script` inside one changes how the parser looks for that end, so markup still holding any of them (an
 * inline script, a comment) is refused rather than escaped.
 */
export function onDemandText(html: string): { text: string; scripts: string[] } {
  const scripts = html.match(EXTERNAL_SCRIPT) ?? [];
  const text = html.replace(EXTERNAL_SCRIPT, '');
  const bad = text.match(/<\/script|<script|<!--/i);
  if (bad) throw new Error(`On-demand markup cannot hold "${bad[0]}": it would end or change its data block.`);
  return { text, scripts };
}

export function materialize(host: Element | null | undefined): void {
  // Only the holder carries the attribute (OnDemand.astro); the selector is kept short, the docs page's JavaScript is
  // at its budget.
  const holder = host?.querySelector<HTMLScriptElement>(':scope>[data-on-demand]');
  // The markup is parsed in the holder's parent and takes its place; it is what the build wrote into the page
  // (onDemandText), never anything a visitor typed. Custom elements in it are upgraded as they are created.
  if (holder) holder.outerHTML = holder.text;
}

/**
 * Per-page CSS: from the one Tailwind stylesheet the build writes for every page, keep the utility rules whose
 * classes a page can use (its HTML, and the string literals of the JavaScript it loads). Everything outside
 * `@layer utilities` (theme, base, component styles) stays as it is, except that the rules for every element's
 * `::before` and `::after` are narrowed to the pseudo-elements the page's CSS styles (`scopePseudoElementResets`).
 */
import { posix } from 'node:path';
import postcss, { type ChildNode, type Container, type Root } from 'postcss';
import { EVERY_ELEMENTS_PSEUDO, SOME_ELEMENTS_PSEUDO, splitSelectors } from './selector-cost';

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * Every word of `text` between whitespace, quotes and backslashes, entities decoded: a superset of the class names
 * its markup, island props and script strings can hold.
 */
export function classTokens(text: string, into = new Set<string>()): Set<string> {
  const decoded = text.replace(/&(?:quot|#39|#x27|amp|lt|gt);/g, (e) => ENTITIES[e]);
  for (const word of decoded.split(/[\s"'`\\]+/)) if (word) into.add(word);
  return into;
}

/** A CSS identifier with its escapes resolved (`md\:px-4` is the class "md:px-4"). */
export function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) ? String.fromCodePoint(parseInt(e.trim(), 16)) : e,
  );
}

/** The class names a selector requires. */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)].map((m) => unescapeIdent(m[1]));
}

function prune(container: Container, used: Set<string>): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const rule = node;
      const kept = splitSelectors(rule.selector).filter((s) => selectorClasses(s).every((c) => used.has(c)));
      if (!kept.length) return void rule.remove();
      rule.selector = kept.join(',');
      prune(rule, used);
    } else if (node.type === 'atrule' && node.nodes) {
      prune(node, used);
      if (!node.nodes.length) node.remove();
    }
  });
}

/** `css` with the utility rules that need a class outside `used` removed, and its pseudo-element resets narrowed. */
export function pageCss(css: string, used: Set<string>): string {
  const root = postcss.parse(css);
  root.walkAtRules('layer', (layer) => {
    if (layer.params.trim() === 'utilities' && layer.nodes) prune(layer, used);
  });
  scopePseudoElementResets(root);
  return root.toString();
}

type GeneratedPseudo = 'before' | 'after';

/**
 * Narrows the rules that select every element's `::before` and `::after` (Tailwind's preflight reset, the
 * reduced-motion rule, Tailwind's `@property` fallback) to the pseudo-elements the page's CSS styles elsewhere:
 * `::before` becomes `:where(S1, S2, …)::before` for each `Sn::before` of the page (the same specificity), and is
 * dropped when there is none. A rule for every element's `::before` makes Chromium work out both pseudo-elements'
 * styles for every element of the page just to find they have no `content`: about a tenth of a full restyle of home
 * (docs/measurements.md, "Style"). A pseudo-element renders only with `content`, which only those rules (and the UA
 * stylesheet's `q` quotes) give, so every one that renders keeps the reset.
 */
export function scopePseudoElementResets(root: Root): void {
  const subjects: Record<GeneratedPseudo, Set<string>> = { before: new Set(), after: new Set() };
  root.walkRules((rule) => {
    for (const selector of splitSelectors(rule.selector)) {
      const m = SOME_ELEMENTS_PSEUDO.exec(selector);
      if (m && m[1] !== '*') subjects[m[2] as GeneratedPseudo].add(m[1]);
    }
  });
  root.walkRules((rule) => {
    let everyElements = false;
    const narrowed = splitSelectors(rule.selector).flatMap((s) => {
      const pseudo = EVERY_ELEMENTS_PSEUDO.exec(s)?.[1] as GeneratedPseudo | undefined;
      if (!pseudo) return [s];
      everyElements = true;
      const list = [...subjects[pseudo]];
      return list.length ? [`:where(${list.join(',')})::${pseudo}`] : [];
    });
    if (!everyElements) return;
    if (narrowed.length) rule.selector = narrowed.join(',');
    else rule.remove();
  });
}

/** JavaScript a page can run: its scripts, module preloads and islands, and everything they import (static or dynamic). */
export async function scriptTexts(html: string, read: (url: string) => Promise<string | null>): Promise<string[]> {
  const queue: string[] = [];
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) queue.push(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) queue.push(m[1]);
  for (const m of html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) queue.push(m[1]);
  const seen = new Set<string>();
  const texts: string[] = [];
  while (queue.length) {
    const url = queue.pop()!;
    if (!url.startsWith('/') || seen.has(url)) continue;
    seen.add(url);
    const code = await read(url);
    if (code === null) continue;
    texts.push(code);
    // The minifier writes dynamic imports with backticks: import(`./mount.js`).
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`]([^"'`]+\.js)["'`]/g)) {
      const spec = m[1];
      queue.push(spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(url), spec)) : spec);
    }
  }
  return texts;
}

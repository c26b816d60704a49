/**
 * Stage `page-css`: the page gets its own CSS inline in <head> in place of the shared stylesheet link, holding only
 * the utility rules its HTML and its JavaScript can use (src/lib/css/page-css.ts). No stylesheet request then
 * blocks the first paint, and no page carries the other pages' utilities. Runs before `deferred-scripts`: it follows
 * the page's module script tags to the JavaScript whose class names it keeps.
 */
import { classTokens, pageCss, scriptTexts } from '../../lib/css/page-css';
import type { Page, Stage } from './pipeline';

const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"[^>]*>/g;

/** The page with each stylesheet link replaced by `<style data-page-css>` holding the rules the page can use. */
export async function inlinePageCss(
  html: string,
  page: Pick<Page, 'asset'>,
  sizes?: { before: number; after: number },
): Promise<string> {
  const links = [...html.matchAll(STYLESHEET)];
  if (!links.length) return html;
  const used = classTokens(html);
  for (const code of await scriptTexts(html, page.asset)) classTokens(code, used);
  let out = html;
  for (const [tag, url] of links) {
    const css = (await page.asset(url)) ?? '';
    const own = pageCss(css, used);
    if (sizes) {
      sizes.before += css.length;
      sizes.after += own.length;
    }
    out = out.replace(tag, () => `<style data-page-css>${own}</style>`);
  }
  return out;
}

export function pageCssStage(): Stage {
  const sizes = { before: 0, after: 0 };
  return {
    name: 'page-css',
    run: (html, page) => inlinePageCss(html, page, sizes),
    summary: () =>
      `${Math.round(sizes.after / 1024)} KB of CSS inlined in place of ${Math.round(sizes.before / 1024)} KB`,
  };
}

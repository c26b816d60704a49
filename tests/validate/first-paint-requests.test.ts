/**
 * What a page fetches before its first paint besides the fonts and its largest image (docs/decisions/lcp-requests.md):
 * the favicon is in the page, and a grid's card covers wait until they come near the viewport. Each request that ends
 * before the LCP shares a connection with the font in Lighthouse's simulation and pushes the LCP later. And what waits
 * on the browser process while the page is parsed: storage, read only by scripts in `<head>`
 * (docs/decisions/main-thread-tasks.md).
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './support/site';

const pages = builtPages().filter((p) => p.route !== '/cms' && p.html.includes('<head>'));
const outsideNoscript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');

describe('requests before the first paint', () => {
  it('checks the pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(pages.map((p) => [p.route, p.html] as const))('%s: the favicon is a data: URI', (_route, html) => {
    const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });

  const withCards = pages.filter((p) => p.route === '/blog' || p.html.includes('data-post='));
  it.each(withCards.map((p) => [p.route, p.html] as const))(
    '%s: post card covers are fetched when near, not by native lazy loading',
    (_route, html) => {
      const cards = [...html.matchAll(/<li[^>]*data-post="[^"]+"[\s\S]*?<\/li>/g)].map((m) => outsideNoscript(m[0]));
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card).toMatch(/<img src="data:image\/gif;base64,[^"]+" data-near-src="\/_astro\/[^"]+"/);
        expect(card).not.toMatch(/loading="lazy"/);
      }
    },
  );

  // /admin is left out: its gate reads the session's sign-in flag (the specification's) to choose what to paint.
  it.each(pages.filter((p) => p.route !== '/admin').map((p) => [p.route, p.html] as const))(
    '%s: inline scripts in <body> read no storage (its first read waits on the browser process)',
    (_route, html) => {
      const body = html.slice(html.indexOf('</head>'));
      const scripts = [
        ...body.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*type="(?:application\/ld\+json|text\/html)")[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      for (const [, code] of scripts) expect(code).not.toMatch(/localStorage|sessionStorage/);
    },
  );
});

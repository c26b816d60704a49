/**
 * What a marketing manager signs off, checked over the built dist/ (issue 31): every rendered `<title>` fits in 60
 * characters and every meta description in 160 (search results cut longer ones), and no link anywhere points to a
 * reserved example domain (a placeholder, never a source) other than the site's own configured hosts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '~/config/site';
import { DESCRIPTION_MAX, TITLE_MAX, isReservedHost } from '~/lib/content/fields';
import { builtPages, dist } from './support/site';

const pages = builtPages();

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `<title>` and the description, og: and twitter: texts of a page. */
function headTexts(html: string) {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const meta = (attr: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1] ??
    new RegExp(`<meta content="([^"]*)" ${attr}="${key}"`).exec(html)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    description: decode(meta('name', 'description') ?? ''),
    ogTitle: decode(meta('property', 'og:title') ?? ''),
    ogDescription: decode(meta('property', 'og:description') ?? ''),
  };
}

/** The site's own hosts (src/config/site.ts): configuration the specification removed on purpose, not content. */
const OWN_HOSTS = new Set(
  [
    site.url,
    site.appHost,
    site.schedulingUrl,
    site.helpCentreUrl,
    site.affiliateUrl,
    site.influencerWikiUrl,
    site.apiHost,
  ].map((u) => new URL(u).hostname),
);

/** Every http(s) address in a text whose host is a reserved example domain, except the site's own hosts. */
function placeholderLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/([a-z0-9.-]+)/gi)]
    .filter((m) => isReservedHost(m[1]) && !OWN_HOSTS.has(m[1].toLowerCase()))
    .map((m) => m[0]);
}

/** Every text file the site serves, except third-party bundles copied whole (Decap CMS, Pagefind's runtime). */
function servedTextFiles(): string[] {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => /\.(html|xml|txt|json|svg|js|css|webmanifest)$|(^|\/)_(headers|redirects)$/.test(f))
    .filter((f) => !f.startsWith('cms/decap/') && !/^pagefind\/pagefind[\w-]*\.js$/.test(f));
}

describe('titles and descriptions that fit search results', () => {
  it('reads the page texts it checks', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(headTexts('<title>A &amp; B</title><meta name="description" content="x &quot;y&quot;">')).toMatchObject({
      title: 'A & B',
      description: 'x "y"',
    });
  });

  it(`every page has a <title> of at most ${TITLE_MAX} characters, also as og:title`, () => {
    const long = pages.flatMap((p) => {
      const { title, ogTitle } = headTexts(p.html);
      if (!title?.trim()) return [`${p.file}: no <title>`];
      const out = title.length > TITLE_MAX ? [`${p.file}: <title> has ${title.length}: "${title}"`] : [];
      if (ogTitle && ogTitle.length > TITLE_MAX) out.push(`${p.file}: og:title has ${ogTitle.length}`);
      return out;
    });
    expect(long).toEqual([]);
  });

  it(`every page has a meta description of at most ${DESCRIPTION_MAX} characters`, () => {
    const long = pages.flatMap((p) => {
      const { description } = headTexts(p.html);
      if (!description.trim()) return [`${p.file}: no meta description`];
      return description.length > DESCRIPTION_MAX
        ? [`${p.file}: description has ${description.length}: "${description}"`]
        : [];
    });
    expect(long).toEqual([]);
  });
});

describe('no placeholder press or links', () => {
  it('finds reserved example domains, and leaves the site’s own hosts alone', () => {
    expect(placeholderLinks('<a href="https://dailyledger.example/x">')).toEqual(['https://dailyledger.example']);
    expect(placeholderLinks('see https://www.example.com/a and http://news.test')).toEqual([
      'https://www.example.com',
      'http://news.test',
    ]);
    expect(placeholderLinks(`<a href="${site.loginUrl}">`)).toEqual([]);
    expect(placeholderLinks('<a href="https://www.livemint.com/a">')).toEqual([]);
  });

  it('no file the site serves links to a reserved example domain', () => {
    const files = servedTextFiles();
    expect(files.length).toBeGreaterThan(pages.length);
    const found = files.flatMap((f) =>
      placeholderLinks(readFileSync(join(dist, f), 'utf8')).map((link) => `${f}: ${link}`),
    );
    expect([...new Set(found)]).toEqual([]);
  });
});

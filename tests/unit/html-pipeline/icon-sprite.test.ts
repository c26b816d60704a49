import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconSpriteStep } from '~/integrations/html-pipeline/icon-sprite';
import { applyStages } from '~/integrations/html-pipeline/pipeline';
import { ICON_SPRITE_PLACEHOLDER, iconSprite, iconsIn } from '~/lib/ui/icons';

const use = (name: string) => `<svg><use href="${ICON_SPRITE_PLACEHOLDER}#${name}"/></svg>`;

describe('the icon sprite', () => {
  it('reads the icons a page uses, each once', () => {
    expect(iconsIn(`${use('check')}<p>x</p>${use('chart-column')}${use('check')}`)).toEqual(['check', 'chart-column']);
    expect(iconsIn('<svg><use href="/other.svg#check"/></svg>')).toEqual([]);
  });

  it('holds each icon once as a symbol of Lucide’s shapes painted as Lucide paints them, and refuses an unknown icon', () => {
    const svg = iconSprite(['search', 'check', 'search']);
    expect(svg.match(/<symbol /g)).toHaveLength(2);
    // Unfilled, stroked in the text colour with round ends and joins: the pages' <svg>s give only size and width.
    expect(svg).toContain(
      '<symbol id="search" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></symbol>',
    );
    expect(() => iconSprite(['no-such-icon'])).toThrow('Icon "no-such-icon" does not exist');
  });

  it('holds a brand mark as a symbol of its filled path, read from a page like any icon', () => {
    expect(iconsIn(`${use('brand-github')}${use('check')}`)).toEqual(['brand-github', 'check']);
    const svg = iconSprite(['brand-github']);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="brand-github" viewBox="0 0 24 24"><path d="M12 [^"]+"\/><\/symbol><\/svg>$/,
    );
    expect(() => iconSprite(['brand-myspace'])).toThrow('BrandIcon "myspace" is not defined');
  });

  it('points every page at one hashed sprite of every page’s icons and writes it', async () => {
    const { stage, output } = iconSpriteStep();
    const pages = await applyStages(
      new Map([
        ['a.html', use('check')],
        ['b.html', `${use('search')}${use('check')}`],
        ['c.html', '<p>no icons</p>'],
      ]),
      [stage],
    );
    const urls = new Set(
      [...pages.values()].flatMap((html) => [...html.matchAll(/href="([^"#]+)#/g)].map((m) => m[1])),
    );
    expect(urls.size).toBe(1);
    const [url] = urls;
    expect(url).toMatch(/^\/_astro\/icons\.[\w-]{10}\.svg$/);
    expect(pages.get('c.html')).toBe('<p>no icons</p>');
    const root = await mkdtemp(join(tmpdir(), 'icon-sprite-'));
    try {
      await mkdir(join(root, '_astro'));
      expect(await output.write(root, pages)).toContain('2 icon(s)');
      expect(await readdir(join(root, '_astro'))).toEqual([url.slice('/_astro/'.length)]);
      const svg = await readFile(join(root, url), 'utf8');
      expect(svg).toBe(iconSprite(['check', 'search']));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

/**
 * Stage `icon-sprite` and output `icon-sprite`: the site's one icon sprite. Every page's icons point at
 * ICON_SPRITE_PLACEHOLDER (Icon.astro); the stage collects the icons of every page once, names the sprite of them by
 * its content hash in _astro/ (cached for a year like the rest of that folder, one file for the whole site) and puts
 * that name in the placeholder's place; the output writes the file. docs/decisions/icons.md.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ICON_SPRITE_PLACEHOLDER, iconSprite, iconsIn } from '../../lib/ui/icons';
import type { Output, Stage } from './pipeline';

export function iconSpriteStep(): { stage: Stage; output: Output } {
  let sprite: { url: string; svg: string; icons: number } | undefined;
  const spriteOf = (site: ReadonlyMap<string, string>) => {
    if (!sprite) {
      const names = new Set([...site.values()].flatMap(iconsIn));
      const svg = iconSprite(names);
      const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
      sprite = { url: `/_astro/icons.${hash}.svg`, svg, icons: names.size };
    }
    return sprite;
  };
  return {
    stage: {
      name: 'icon-sprite',
      run: (html, page) =>
        html.includes(ICON_SPRITE_PLACEHOLDER)
          ? html.replaceAll(ICON_SPRITE_PLACEHOLDER, spriteOf(page.site).url)
          : html,
    },
    output: {
      name: 'icon-sprite',
      async write(root) {
        if (!sprite) return 'no icons';
        await writeFile(join(root, sprite.url), sprite.svg);
        return `${sprite.icons} icon(s) in ${sprite.url}, ${(sprite.svg.length / 1024).toFixed(1)} KB`;
      },
    },
  };
}

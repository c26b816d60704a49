/**
 * `node scripts/subset-fonts.mjs`: writes the site's web font into src/assets/fonts/ from the @fontsource variable
 * file in node_modules (nothing from the network). It keeps only the characters and the weight range in
 * src/styles/fonts.mjs; glyphs reachable only through OpenType features (stylistic and contextual alternates)
 * are dropped, kerning stays. Run it again after changing that module; the output file is committed.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { FILE_CHARACTERS, FONTS, WEIGHTS } from '../src/styles/fonts.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const outDir = join(root, 'src', 'assets', 'fonts');
mkdirSync(outDir, { recursive: true });
for (const font of FONTS) {
  const input = readFileSync(require.resolve(font.from));
  const output = await subsetFont(input, FILE_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    noLayoutClosure: true,
  });
  writeFileSync(join(outDir, font.file), output);
  console.log(`${font.file}: ${(input.length / 1024).toFixed(1)} KB -> ${output.length} bytes`);
}

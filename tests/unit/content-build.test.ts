/**
 * Proves that invalid case-study content fails the real content sync (the first step of `astro build`) with the
 * file and the field named. Runs `astro sync` on a temporary copy of the project with one broken file.
 */
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const root = process.cwd();

async function syncWith(file: string, edit: (src: string) => string): Promise<{ code: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  try {
    for (const p of ['src', 'content-collections', 'astro.config.mjs', 'tsconfig.json', 'package.json']) cpSync(join(root, p), join(dir, p), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const target = join(dir, 'content-collections', file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
    return await new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], { cwd: dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' } });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (code) => resolve({ code, output }));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.concurrent('invalid content fails the build readably', { timeout: 180_000 }, () => {
  it('a list of five results, a missing heroTitle and a title over 60 characters name the file and each field', async () => {
    const five = 'results:\n' + Array.from({ length: 5 }, (_, i) => `  - title: "r${i}"\n    description: "d${i}"\n`).join('');
    const { code, output } = await syncWith('case-studies/emami.mdx', (s) =>
      s.replace(/^results:\n(?:  .*\n)+/m, five).replace(/^heroTitle: .*\n/m, '').replace(/^title: .*$/m, `title: "${'A very long title '.repeat(4).trim()}"`),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('caseStudies → emami data does not match collection schema');
    expect(output).toMatch(/results: results takes 2 to 4: /);
    expect(output).toContain('heroTitle: heroTitle is required (text)');
    expect(output).toContain('title: title must be at most 60 characters so search results show it whole (it has 71)');
    expect(output).toContain('content-collections/case-studies/emami.mdx');
  });

  it('a nextCaseStudy that does not exist names the file and the field', async () => {
    const { code, output } = await syncWith('case-studies/emami.mdx', (s) => s.replace('nextCaseStudy: phy-life', 'nextCaseStudy: phy-lyfe'));
    expect(code).not.toBe(0);
    expect(output).toContain('content-collections/case-studies/emami.mdx: nextCaseStudy "phy-lyfe" is not an existing case study');
  });
});

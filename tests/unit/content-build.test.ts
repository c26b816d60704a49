/**
 * Proves that invalid case-study content fails the real content sync (the first step of `astro build`) with the
 * file and the field named. Runs `astro sync` on a temporary copy of the project with one broken file.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject } from '../support/scratch-project';

async function syncWith(file: string, edit: (src: string) => string): Promise<{ code: number | null; output: string }> {
  const copy = copyProject();
  try {
    const target = join(copy.dir, 'content-collections', file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
    return await copy.astro('sync');
  } finally {
    copy.remove();
  }
}

describe.concurrent('invalid content fails the build readably', { timeout: 180_000 }, () => {
  it('a list of five results, a missing heroTitle and a title over 60 characters name the file and each field', async () => {
    const five =
      'results:\n' + Array.from({ length: 5 }, (_, i) => `  - title: "r${i}"\n    description: "d${i}"\n`).join('');
    const { code, output } = await syncWith('customer-stories/emami.mdx', (s) =>
      s
        .replace(/^results:\n(?: {2}.*\n)+/m, five)
        .replace(/^heroTitle: .*\n/m, '')
        .replace(/^title: .*$/m, `title: "${'A very long title '.repeat(4).trim()}"`),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('customerStories → emami data does not match collection schema');
    expect(output).toMatch(/results: results takes 2 to 4: /);
    expect(output).toContain('heroTitle: heroTitle is required (text)');
    expect(output).toContain('title: title must be at most 60 characters so search results show it whole (it has 71)');
    expect(output).toContain('content-collections/customer-stories/emami.mdx');
  });

  it('a nextCaseStudy that does not exist names the file and the field', async () => {
    const { code, output } = await syncWith('customer-stories/emami.mdx', (s) =>
      s.replace('nextCaseStudy: phy-life', 'nextCaseStudy: phy-lyfe'),
    );
    expect(code).not.toBe(0);
    expect(output).toContain(
      'content-collections/customer-stories/emami.mdx: nextCaseStudy "phy-lyfe" is not an existing case study',
    );
  });
});

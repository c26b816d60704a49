import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyStages, htmlFiles, runPipeline, type Output, type Stage } from '~/integrations/html-pipeline/pipeline';
import { pipeline } from '~/integrations/html-pipeline';

const append = (name: string, mark: string): Stage => ({ name, run: (html) => html.replace('</p>', `${mark}</p>`) });

describe('applyStages', () => {
  it('runs the stages in their order over every page', async () => {
    const pages = new Map([
      ['a.html', '<p>a</p>'],
      ['b/c.html', '<p>c</p>'],
    ]);
    const out = await applyStages(pages, [append('one', '1'), append('two', '2')]);
    expect([...out]).toEqual([
      ['a.html', '<p>a12</p>'],
      ['b/c.html', '<p>c12</p>'],
    ]);
    expect(pages.get('a.html')).toBe('<p>a</p>');
  });

  it('shows a stage every page as the previous stage left it', async () => {
    const seen: string[][] = [];
    const peek: Stage = {
      name: 'peek',
      run: (html, page) => (seen.push([page.file, ...page.site.values()]), html),
    };
    await applyStages(
      new Map([
        ['a.html', '<p>a</p>'],
        ['b.html', '<p>b</p>'],
      ]),
      [append('mark', '!'), peek],
    );
    expect(seen).toEqual([
      ['a.html', '<p>a!</p>', '<p>b!</p>'],
      ['b.html', '<p>a!</p>', '<p>b!</p>'],
    ]);
  });
});

describe('runPipeline', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'html-pipeline-'));
    await mkdir(join(root, 'blog'));
    await writeFile(join(root, 'index.html'), '<p>home</p>');
    await writeFile(join(root, 'blog', 'post.html'), '<p>post</p>');
    await writeFile(join(root, 'plain.html'), '<div>plain</div>');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('lists the built pages relative to the output folder', async () => {
    expect((await htmlFiles(root)).sort()).toEqual(['blog/post.html', 'index.html', 'plain.html']);
  });

  it('writes each changed page once with every stage applied, leaves the others alone, then writes the outputs in order', async () => {
    const past = new Date('2020-01-01T00:00:00Z');
    await utimes(join(root, 'plain.html'), past, past);
    const order: string[] = [];
    const file: Stage = {
      name: 'file',
      run: (html, page) => (html.includes('<p>') ? html.replace('</p>', `${page.file}</p>`) : html),
    };
    const output = (name: string): Output => ({
      name,
      write: async (dir, pages) => {
        order.push(name);
        // The pages are on disk as the outputs see them.
        expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(pages.get('index.html'));
        return `${pages.size} pages`;
      },
    });
    const log: string[] = [];
    await runPipeline(root, [append('one', '1'), file, append('two', '2')], [output('first'), output('second')], (l) =>
      log.push(l),
    );
    expect(await readFile(join(root, 'index.html'), 'utf8')).toBe('<p>home1index.html2</p>');
    expect(await readFile(join(root, 'blog', 'post.html'), 'utf8')).toBe('<p>post1blog/post.html2</p>');
    expect(await readFile(join(root, 'plain.html'), 'utf8')).toBe('<div>plain</div>');
    expect((await stat(join(root, 'plain.html'))).mtimeMs).toBe(past.getTime());
    expect(order).toEqual(['first', 'second']);
    expect(log).toEqual(['2 of 3 page(s) rewritten by one -> file -> two', 'first: 3 pages', 'second: 3 pages']);
  });
});

describe('the declared order', () => {
  it('is icon-sprite, inline-scripts, not-found-csp; then icon-sprite, _headers, og-cards, search-index', () => {
    const { stages, outputs } = pipeline(() => 0);
    expect(stages.map((s) => s.name)).toEqual(['icon-sprite', 'inline-scripts', 'not-found-csp']);
    expect(outputs.map((o) => o.name)).toEqual(['icon-sprite', '_headers', 'og-cards', 'search-index']);
  });
});

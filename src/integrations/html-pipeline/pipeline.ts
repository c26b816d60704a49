/**
 * The built-HTML pipeline's runner: every page of the build output is read once, passed through the stages in their
 * declared order, and written once (only when a stage changed it); then the outputs, files made from the final
 * pages, are written in their order. A stage is a pure function of one page's HTML (and what the page can see: its
 * file, the whole site as the stage found it); what a page contributes to a file (its
 * Content-Security-Policy, its social card) is read from the final pages by an output.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** What a stage sees of the page it rewrites. */
export interface Page {
  /** The page's file in the build output, '/' separators: 'index.html', 'blog/launch.html'. */
  readonly file: string;
  /** Every page's HTML (file -> html) as it was before this stage ran, for a stage that needs the whole site. */
  readonly site: ReadonlyMap<string, string>;
}

/** One named rewrite of every page. */
export interface Stage {
  readonly name: string;
  /** The page's HTML after this stage: `html` itself when the stage has nothing to do on this page. */
  run(html: string, page: Page): string | Promise<string>;
  /** One line for the build log once every page has passed. */
  summary?(): string;
}

/** One file (or folder) made from the final pages, after they are written. */
export interface Output {
  readonly name: string;
  /** Writes into `root` from the final pages (file -> html); returns one line for the build log. */
  write(root: string, pages: ReadonlyMap<string, string>): Promise<string>;
}

/** Every HTML file under `root` (the build output folder), relative to it with '/' separators. */
export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Passes `pages` (file -> html) through `stages` in order; returns the final pages (a new map, same order). */
export async function applyStages(
  pages: ReadonlyMap<string, string>,
  stages: readonly Stage[],
): Promise<Map<string, string>> {
  let current = new Map(pages);
  for (const stage of stages) {
    const site: ReadonlyMap<string, string> = current;
    const next = new Map<string, string>();
    for (const [file, html] of site) next.set(file, await stage.run(html, { file, site }));
    current = next;
  }
  return current;
}

/** Runs the pipeline over the build output in `root`; `log` gets one line per stage and output. */
export async function runPipeline(
  root: string,
  stages: readonly Stage[],
  outputs: readonly Output[],
  log: (line: string) => void = () => {},
): Promise<void> {
  const read = new Map<string, string>();
  for (const file of await htmlFiles(root)) read.set(file, await readFile(join(root, file), 'utf8'));
  const pages = await applyStages(read, stages);
  let written = 0;
  for (const [file, html] of pages) {
    if (html === read.get(file)) continue;
    await writeFile(join(root, file), html);
    written++;
  }
  for (const stage of stages) if (stage.summary) log(`${stage.name}: ${stage.summary()}`);
  log(`${written} of ${pages.size} page(s) rewritten by ${stages.map((s) => s.name).join(' -> ')}`);
  for (const output of outputs) log(`${output.name}: ${await output.write(root, pages)}`);
}

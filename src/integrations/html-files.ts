/** The build steps' one way to find the pages they rewrite or read. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every HTML file under `root` (the build output folder), as absolute paths. */
export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * A glob loader that, once every file has been loaded and validated, runs a check across all entries and fails
 * the content sync (build, dev, check) with the file and field named. Used for the case studies (nextCaseStudy
 * must exist, one featured story, every story reachable) and the blog (one featured post).
 */
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';

export interface LoadedEntry {
  id: string;
  filePath?: string;
  body?: string;
  data: Record<string, unknown>;
}

export function checkedGlob(options: { pattern: string; base: string }, check: (entries: LoadedEntry[]) => string[], label: string): Loader {
  const inner = glob(options);
  return {
    name: `checked-${inner.name}`,
    load: async (context) => {
      await inner.load(context);
      const problems = check([...context.store.values()] as LoadedEntry[]);
      if (problems.length) throw new Error(`Invalid ${label}:\n  - ${problems.join('\n  - ')}`);
    },
  };
}

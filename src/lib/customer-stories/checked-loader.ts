/**
 * A glob loader that, once every file has been loaded and validated, runs the collection's cross-entry check
 * (src/lib/content/schemas.ts): problems fail the content sync (build, dev, check) with the file and field named;
 * notes (such as the resolved next-story chain) are printed.
 */
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import type { CrossCheck, LoadedEntry } from '../content/schemas';

export type { LoadedEntry };

export function checkedGlob(options: { pattern: string; base: string }, check: CrossCheck, label: string): Loader {
  const inner = glob(options);
  return {
    name: label.replace(/\s+/g, '-'),
    load: async (context) => {
      await inner.load(context);
      const { problems, notes = [] } = check([...context.store.values()] as LoadedEntry[]);
      if (problems.length) throw new Error(`Invalid ${label}:\n  - ${problems.join('\n  - ')}`);
      for (const note of notes) context.logger.info(note);
    },
  };
}

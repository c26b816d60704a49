/** Every file of every collection parses with the schema the build uses (read from the registry). */
import { describe, expect, it } from 'vitest';
import { collectionDefs, collectionNames, resolveSchema } from '~/lib/content/schemas';
import { collectionFiles } from '~/lib/content/files';

describe('content registry', () => {
  it.each(collectionNames)('%s: every file matches its schema', (name) => {
    const files = collectionFiles(name);
    expect(files.length, `${collectionDefs[name].folder}/${collectionDefs[name].pattern} finds no file`).toBeGreaterThan(0);
    const schema = resolveSchema(name);
    const problems = files.flatMap((f) => {
      const r = schema.safeParse(f.data);
      return r.success ? [] : r.error.issues.map((i) => `${f.filePath} → ${i.path.join('.')}: ${i.message}`);
    });
    expect(problems).toEqual([]);
  });
});

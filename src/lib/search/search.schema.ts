/** Schema of the `search` collection: the words of the search button and dialog. */
import { z } from 'astro/zod';
import { text } from '../content/fields';

const words = (field: string) => text(`dialog.${field}`);

export const searchDialogSchema = z
  .object({
    title: words('title'),
    close: words('close'),
    inputLabel: words('inputLabel'),
    placeholder: words('placeholder'),
    kindLegend: words('kindLegend'),
    allKinds: words('allKinds'),
    results: words('results'),
    /** Shown on a result whose page has no kind. */
    defaultKind: words('defaultKind'),
    idle: words('idle'),
    searching: words('searching'),
    failed: words('failed'),
    /** Status lines: {query}, {count}, {where} (the `where` text when a kind is chosen), {more} (the `more` text). */
    none: words('none'),
    one: words('one'),
    other: words('other'),
    /** {kind} is the chosen kind. */
    where: z.string(),
    /** {max} is how many results are listed. */
    more: z.string(),
  })
  .strict();
export type SearchDialogCopy = z.infer<typeof searchDialogSchema>;

export const searchSchema = z
  .object({ button: text('button'), drawerButton: text('drawerButton'), dialog: searchDialogSchema })
  .strict();

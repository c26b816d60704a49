/** Schema of the `share` collection: the labels of the share links and the copy-link button. */
import { z } from 'astro/zod';
import { text } from '../content/fields';

export const shareSchema = z
  .object({
    networks: z
      .object({ x: text('networks.x'), facebook: text('networks.facebook'), linkedin: text('networks.linkedin') })
      .strict(),
    /** Added to each network's label for screen readers. */
    newTab: text('newTab'),
    copyLink: text('copyLink'),
    /** Shown once the address is on the clipboard. */
    copied: text('copied'),
    /** The prompt that offers the address when the clipboard is unavailable. */
    copyPrompt: text('copyPrompt'),
  })
  .strict();
export type ShareCopy = z.infer<typeof shareSchema>;

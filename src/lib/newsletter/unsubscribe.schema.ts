/** Schema of the `unsubscribe` collection: the words of the newsletter's unsubscribe page (/unsubscribe). */
import { z } from 'astro/zod';
import { pageMeta, text } from '../content/fields';
import { UNSUBSCRIBE_STATES } from './unsubscribe';

const outcome = (state: string) =>
  z.object({ heading: text(`states.${state}.heading`), text: text(`states.${state}.text`) });

export const unsubscribeCopySchema = z.object({
  meta: pageMeta,
  heading: text('heading'),
  intro: text('intro'),
  submit: text('submit'),
  back: text('back'),
  /** One heading and sentence per outcome; `{period}` is the retention period, `{email}` the support address. */
  states: z.object(
    Object.fromEntries(UNSUBSCRIBE_STATES.map((s) => [s, outcome(s)])) as Record<
      (typeof UNSUBSCRIBE_STATES)[number],
      ReturnType<typeof outcome>
    >,
  ),
});
export type UnsubscribeCopy = z.output<typeof unsubscribeCopySchema>;

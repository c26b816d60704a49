/** Schema of the `myData` collection: the words of the /my-data page (a prospect's view, correction and erasure). */
import { z } from 'astro/zod';
import { pageMeta, text } from '../content/fields';
import { MY_DATA_STATES, SHOWN_FIELDS } from './contract';

const outcome = (state: string) =>
  z.object({ heading: text(`states.${state}.heading`), text: text(`states.${state}.text`) });

export const myDataCopySchema = z.object({
  meta: pageMeta,
  heading: text('heading'),
  intro: text('intro'),
  show: text('show'),
  noLink: text('noLink'),
  storedHeading: text('storedHeading'),
  labels: z.object(
    Object.fromEntries(SHOWN_FIELDS.map((f) => [f, text(`labels.${f}`)])) as Record<
      (typeof SHOWN_FIELDS)[number],
      ReturnType<typeof text>
    >,
  ),
  correctHeading: text('correctHeading'),
  correctIntro: text('correctIntro'),
  correctSubmit: text('correctSubmit'),
  eraseHeading: text('eraseHeading'),
  eraseIntro: text('eraseIntro'),
  eraseConfirm: text('eraseConfirm'),
  eraseSubmit: text('eraseSubmit'),
  back: text('back'),
  /** One heading and sentence per outcome; `{email}` is the grievance contact, `{days}` how long a link works. */
  states: z.object(
    Object.fromEntries(MY_DATA_STATES.map((s) => [s, outcome(s)])) as Record<
      (typeof MY_DATA_STATES)[number],
      ReturnType<typeof outcome>
    >,
  ),
});
export type MyDataCopy = z.output<typeof myDataCopySchema>;

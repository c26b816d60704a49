/** Schema of the `leadDialog` collection: every text of the lead dialog, one entry per form field. */
import { z } from 'astro/zod';
import { text } from '../content/fields';
import { DETAIL_FIELDS, FORM_FIELDS } from './schema';
import { PROGRAMMES, type Programme } from './success';

const field = (name: string) => z.object({ label: text(`${name}.label`), placeholder: text(`${name}.placeholder`) });
const detail = (name: string) =>
  z.object({
    label: text(`details.${name}.label`),
    placeholder: z.string().optional(),
    options: z.array(z.string().min(1)).min(1).optional(),
  });

export const leadDialogCopySchema = z.object({
  defaults: z.object({ title: text('defaults.title'), description: text('defaults.description') }),
  fields: z.object(
    Object.fromEntries(FORM_FIELDS.map((f) => [f, field(`fields.${f}`)])) as Record<
      (typeof FORM_FIELDS)[number],
      ReturnType<typeof field>
    >,
  ),
  optional: text('optional'),
  select: text('select'),
  submit: text('submit'),
  submitting: text('submitting'),
  continue: text('continue'),
  back: text('back'),
  skipAndSubmit: text('skipAndSubmit'),
  submitApplication: text('submitApplication'),
  close: text('close'),
  stepOf: text('stepOf'),
  stepOneTitle: text('stepOneTitle'),
  stepTwoTitle: text('stepTwoTitle'),
  stepTwoIntro: text('stepTwoIntro'),
  pricing: text('pricing'),
  success: z.object({
    title: text('success.title'),
    whatsapp: text('success.whatsapp'),
    programmes: z.object(
      Object.fromEntries(
        PROGRAMMES.map((p) => [
          p,
          z.object({
            text: text(`success.programmes.${p}.text`),
            whatsappMessage: text(`success.programmes.${p}.whatsappMessage`),
          }),
        ]),
      ) as Record<Programme, z.ZodObject<{ text: z.ZodString; whatsappMessage: z.ZodString }>>,
    ),
  }),
  failure: z.object({
    title: text('failure.title'),
    text: text('failure.text'),
    retry: text('failure.retry'),
    emailUs: text('failure.emailUs'),
  }),
  honeypot: text('honeypot'),
  details: z.object(
    Object.fromEntries(DETAIL_FIELDS.map((f) => [f, detail(f)])) as Record<
      (typeof DETAIL_FIELDS)[number],
      ReturnType<typeof detail>
    >,
  ),
});
export type LeadDialogCopy = z.output<typeof leadDialogCopySchema>;

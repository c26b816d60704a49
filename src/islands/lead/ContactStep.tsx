/** The first step of the lead dialog: name, work email, phone, company (required) and an optional message. */
import type { Dispatch } from 'react';
import type { LeadDialogCopy } from '~/lib/lead/lead-dialog.schema';
import type { LeadDialogAction } from '~/lib/lead/dialog-state';
import type { FormField, FormValues } from '~/lib/lead/schema';
import type { FieldWiring } from './fields/Field';
import { TextField } from './fields/TextField';
import { TextAreaField } from './fields/TextAreaField';

/** The required inputs in form order: input type, keyboard, autofill token and grid column. */
const INPUTS = {
  name: { type: 'text', autoComplete: 'name', className: 'sm:col-span-1' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', className: 'sm:col-span-1' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', className: '' },
  company: { type: 'text', autoComplete: 'organization', className: '' },
} as const;
const REQUIRED = Object.keys(INPUTS) as (keyof typeof INPUTS)[];

export function ContactStep({
  copy,
  values,
  wire,
  dispatch,
}: {
  copy: LeadDialogCopy;
  values: FormValues;
  wire: (name: string) => FieldWiring;
  dispatch: Dispatch<LeadDialogAction>;
}) {
  const bind = (name: FormField) => ({
    field: wire(name),
    label: copy.fields[name].label,
    placeholder: copy.fields[name].placeholder,
    value: values[name],
    onChange: (value: string) => dispatch({ type: 'change', field: name, value }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {REQUIRED.map((name) => (
        <TextField key={name} {...bind(name)} {...INPUTS[name]} required />
      ))}
      <TextAreaField {...bind('message')} optional={copy.optional} />
    </div>
  );
}

/**
 * What every field of the lead dialog shares: the label and control classes, the wiring the dialog hands each
 * control (id, name, focus ref, aria-invalid, aria-describedby) and the error line the wiring points at.
 */
export const inputClass =
  'mt-1.5 block min-h-11 w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-sm placeholder:text-ink-500 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-200 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:ring-red-100';
export const labelClass = 'block text-sm font-semibold text-ink-900';

/** The attributes the dialog gives a field's control. */
export interface ControlWiring {
  id: string;
  name: string;
  ref: (el: HTMLElement | null) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A field's control wiring plus its current error (if any) and the id of the error line. */
export interface FieldWiring {
  control: ControlWiring;
  error: string | undefined;
  errorId: string;
}

/** The field's error message, under the control; the control's aria-describedby names its id. */
export function FieldError({ field }: { field: FieldWiring }) {
  return field.error ? (
    <p id={field.errorId} className="mt-1.5 text-sm font-medium text-danger-600">
      {field.error}
    </p>
  ) : null;
}

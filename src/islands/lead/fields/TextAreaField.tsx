import { FieldError, inputClass, labelClass, type FieldWiring } from './Field';

/** A labelled three-row text area spanning both grid columns, with its error line. */
export function TextAreaField({
  field,
  label,
  optional,
  placeholder,
  value,
  onChange,
}: {
  field: FieldWiring;
  label: string;
  /** The '(optional)' note after the label, when given. */
  optional?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={field.control.id} className={labelClass}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-ink-500">({optional})</span>
          </>
        )}
      </label>
      <textarea
        {...field.control}
        rows={3}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

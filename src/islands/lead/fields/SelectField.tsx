import { FieldError, inputClass, labelClass, type FieldWiring } from './Field';

/** A labelled select whose first, empty option is the placeholder ('Select...'), with its error line. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  value,
  onChange,
}: {
  field: FieldWiring;
  label: string;
  options: readonly string[];
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={field.control.id} className={labelClass}>
        {label}
      </label>
      <select {...field.control} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import { FieldError, inputClass, labelClass, type FieldWiring } from './Field';

/** A labelled single-line input with its error line. */
export function TextField({
  field,
  label,
  placeholder,
  value,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  required,
  className,
}: {
  field: FieldWiring;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Marks the input aria-required (the first step's required fields). */
  required?: boolean;
  /** The wrapper's class (the grid column). */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.control.id} className={labelClass}>
        {label}
      </label>
      <input
        {...field.control}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required ? 'true' : undefined}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

import { labelClass } from './Field';

/** A fieldset of checkbox pills, one per option; `idBase-<index>` ids tie each label to its box. */
export function CheckGroup({
  label,
  options,
  selected,
  onToggle,
  idBase,
}: {
  label: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  idBase: string;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o, i) => (
          <label
            key={o}
            htmlFor={`${idBase}-${i}`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-pill border border-line px-3 py-1.5 text-sm text-ink-700 has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              id={`${idBase}-${i}`}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={selected.includes(o)}
              onChange={() => onToggle(o)}
            />
            {o}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId, type SelectHTMLAttributes } from 'react';

export interface Option {
  value: string;
  label: string;
}

const FIELD =
  'block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

/** A labelled native select (reliable on phones, mirrored by the browser in Arabic). */
export function SelectField({
  label,
  options,
  error,
  hideLabel = false,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: Option[];
  error?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-semibold text-stone-800'}
      >
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={FIELD}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

type Common = {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};
type Props = Common &
  (
    | (InputHTMLAttributes<HTMLInputElement> & { multiline?: false })
    | (TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true })
  );

const FIELD =
  'block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-stone-900 focus:outline-none focus:ring-2 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30 border-stone-300 focus:border-brand-700 focus:ring-brand-700/30';

/** A labelled input or textarea with its error text wired to aria-describedby. */
export function TextField({ label, error, hint, multiline, className = '', ...props }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${FIELD} ${className}`,
  };
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-stone-800"
      >
        {label}
        {hint && <span className="text-xs font-normal text-stone-600">({hint})</span>}
      </label>
      {multiline ? (
        <textarea {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(props as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

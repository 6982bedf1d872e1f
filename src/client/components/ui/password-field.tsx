import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  /** Shown under the field and read with it (e.g. the length rule). */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

const FIELD =
  'block w-full rounded-xl border border-stone-300 bg-white py-2.5 ps-3 pe-12 text-base text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/30';

/** A labelled password input with a show/hide toggle (named after the field) and its error text. */
export function PasswordField({ label, error, hint, className = '', ...props }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const Icon = visible ? EyeOff : Eye;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`${FIELD} ${className}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={t(visible ? 'password.hide' : 'password.show', { field: label })}
          aria-controls={id}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-stone-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-700"
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

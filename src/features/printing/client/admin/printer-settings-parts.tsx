import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A card of the Settings screen: a heading, what it changes, its fields (as Settings' own cards). */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A checkbox drawn as a switch, with its label and what it does. */
export function Toggle({
  label,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="min-w-0">
        <span className="block font-semibold text-stone-900">{label}</span>
        <span className="mt-0.5 block text-sm text-stone-600">{hint}</span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:start-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        {...props}
      />
    </div>
  );
}

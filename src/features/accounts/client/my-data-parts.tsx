import type { ReactNode } from 'react';

/** A titled part of the page (kept on one printed sheet where it fits). */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 break-inside-avoid-page">
      <h2
        id={id}
        className="border-b border-stone-200 pb-2 text-xl font-bold text-brand-900 print:text-black"
      >
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns from a tablet up. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid items-baseline gap-x-6 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

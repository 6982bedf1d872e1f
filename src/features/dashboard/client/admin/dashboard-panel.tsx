import type { ReactNode } from 'react';
import { CsvLink } from '@/client/components/admin/csv-link';

/** A dashboard card: title, its Download Report link, and what it shows. */
export function DashboardPanel({
  id,
  title,
  csvHref,
  csvLabel,
  children,
  className = '',
}: {
  id: string;
  title: string;
  csvHref: string;
  csvLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 id={id} className="me-auto text-lg font-bold text-stone-900">
          {title}
        </h2>
        <CsvLink href={csvHref} label={csvLabel} size="sm" />
      </div>
      <div className="flex-1">{children}</div>
    </section>
  );
}

/** "No sales in this period", in a panel. */
export function EmptyPanel({ text }: { text: string }) {
  return (
    <p className="grid h-full min-h-32 place-items-center rounded-xl bg-stone-50 p-4 text-center text-sm text-stone-600">
      {text}
    </p>
  );
}

/** 1, 2, 3… in a round badge (gold, silver, bronze for the first three). */
export function Rank({ n, label }: { n: number; label: string }) {
  const colour =
    n === 1
      ? 'bg-amber-100 text-amber-900'
      : n === 2
        ? 'bg-stone-200 text-stone-800'
        : n === 3
          ? 'bg-orange-100 text-orange-900'
          : 'bg-stone-100 text-stone-700';
  return (
    <span className={`grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${colour}`}>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{n}</span>
    </span>
  );
}

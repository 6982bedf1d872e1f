import type { ReactNode } from 'react';

/** A figure with its label (and an optional icon and note), for dashboards and summaries. */
export function StatCard({
  label,
  value,
  icon,
  note,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-2 text-sm font-semibold text-stone-600">
        {icon}
        <span>{label}</span>
      </div>
      <div className="mt-2 text-2xl font-extrabold text-stone-900">{value}</div>
      {note && <div className="mt-1 text-sm text-stone-600">{note}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';

/** One card of the Account screen: a titled section with an optional line and actions. */
export function AccountSection({
  id,
  title,
  description,
  actions,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={id} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

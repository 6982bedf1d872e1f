import type { ReactNode } from 'react';

/** A screen's title (the page's h1), an optional line under it, and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end gap-3">
      <title>{title}</title>
      <div className="me-auto">
        <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/**
 * The row of search, filters and sort above a list; wraps on a phone. `className` adds to the
 * grid (e.g. `grid-cols-2` to pair short filters on a phone).
 */
export function Toolbar({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`mb-4 grid gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end [&>*]:lg:min-w-44 ${className}`}
    >
      {children}
    </div>
  );
}

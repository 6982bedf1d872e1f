import { tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** The admin tables' TanStack Table features: core only (the server sorts, filters and pages). */
export const features = tableFeatures({});
type Features = typeof features;

/** A column of an admin table (TanStack Table's column definition, core features only). */
export type Column<T extends RowData> = ColumnDef<Features, T>;

/** `header` and `cell` for a column that shows what `render` returns. */
export function column<T extends RowData>(
  id: string,
  header: string,
  render: (row: T) => ReactNode,
  opts: { className?: string } = {},
): Column<T> {
  return { id, header, cell: (ctx) => render(ctx.row.original), meta: opts } as Column<T>;
}

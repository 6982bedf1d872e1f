import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';

const features = tableFeatures({});
type Features = typeof features;

/** A column of an admin table (TanStack Table's column definition, core features only). */
export type Column<T extends RowData> = ColumnDef<Features, T>;

/** `header` and `cell` for a column that shows what `render` returns. */
export function column<T extends RowData>(id: string, header: string, render: (row: T) => ReactNode, opts: { className?: string } = {}): Column<T> {
  return { id, header, cell: (ctx) => render(ctx.row.original), meta: opts } as Column<T>;
}

export interface DataTableProps<T extends RowData> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  /** What an empty result says (e.g. "No orders found"). */
  empty: string;
  rowKey: (row: T) => string;
}

/**
 * The one table of the back office: rows are a page the server already searched, filtered,
 * sorted and cut, so the table only renders (TanStack Table, headless) and pages. On a phone
 * the table scrolls sideways inside its card; the page does not.
 */
export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  empty,
  rowKey,
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation('admin');
  const table = useTable({ features, columns, data: rows, getRowId: (row) => rowKey(row) });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-AE' : 'en-US');
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-stone-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="border-b border-stone-200 px-4 py-3 text-start font-semibold whitespace-nowrap">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && rows.length === 0
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={columns.length} className="px-4 py-3">
                      <Skeleton className="h-6 w-full" />
                    </td>
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-b border-stone-100 last:border-0 hover:bg-stone-50">
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={`px-4 py-3 align-middle ${(cell.column.columnDef.meta as { className?: string } | undefined)?.className ?? ''}`}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-600">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={t('table.pagination')} className="flex flex-wrap items-center gap-3 border-t border-stone-200 px-4 py-3 text-sm">
        <p className="me-auto text-stone-700" aria-live="polite">
          {t('table.showing', { from: number.format(from), to: number.format(to), total: number.format(total) })}
        </p>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label={t('table.previous')}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
          <span className="hidden sm:inline">{t('table.previous')}</span>
        </Button>
        <span className="text-stone-700">{t('table.pageOf', { page: number.format(page), pages: number.format(pages) })}</span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)} aria-label={t('table.next')}>
          <span className="hidden sm:inline">{t('table.next')}</span>
          <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        </Button>
      </nav>
    </div>
  );
}

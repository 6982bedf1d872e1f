import { useTable, type RowData } from '@tanstack/react-table';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Pager } from './pager';
import { features, type Column } from './table-column';

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
  /**
   * A tap anywhere on a row (a tablet at the counter) does this, except on the row's own buttons,
   * links and fields. Keyboards and screen readers reach the same through a button in the row.
   */
  onRowClick?: (row: T) => void;
}

/** Whether a click landed on something of its own (a button, link or field) inside the row. */
const onControl = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('button, a, input, select, textarea, label, [role="menu"]') !== null;

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
  onRowClick,
}: DataTableProps<T>) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => rowKey(row) });

  return (
    <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      {/* Focusable and named, so a keyboard can scroll it sideways on a phone even while it holds only skeletons. */}
      <div
        className="relative overflow-x-auto rounded-t-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-stone-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={`border-b border-stone-200 px-4 py-3 text-start font-semibold whitespace-nowrap ${(header.column.columnDef.meta as { className?: string } | undefined)?.className ?? ''}`}
                  >
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
                  <tr
                    key={row.id}
                    className={`border-b border-stone-100 last:border-0 hover:bg-stone-50 ${onRowClick ? 'cursor-pointer' : ''}`}
                    onClick={
                      onRowClick &&
                      ((e) => {
                        if (!onControl(e.target) && !window.getSelection()?.toString())
                          onRowClick(row.original);
                      })
                    }
                  >
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
      <Pager
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        className="border-t border-stone-200"
      />
    </div>
  );
}

import type { RowData } from '@tanstack/react-table';
import type { Page } from '@/common/pagination';
import { DataTable, type DataTableProps } from './data-table';
import { LoadError } from './load-error';

/** What PagedTable reads of a TanStack Query result for one page of a list. */
export interface PageQuery<T> {
  data?: Pick<Page<T>, 'rows' | 'total'>;
  isError: boolean;
  isPending: boolean;
  /** 'idle' while the query waits to be asked (a filter the server would refuse): nothing is loading. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/**
 * A server-paged list from its query: the DataTable (skeleton rows while loading, `empty` when
 * nothing matches), or `loadFailed` with Try Again when the first load failed.
 */
export function PagedTable<T extends RowData>({
  query,
  loadFailed,
  ...table
}: Omit<DataTableProps<T>, 'rows' | 'total' | 'loading'> & { query: PageQuery<T>; loadFailed: string }) {
  if (query.isError && !query.data)
    return <LoadError message={loadFailed} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      {...table}
      rows={query.data?.rows ?? []}
      total={query.data?.total ?? 0}
      loading={query.isPending && query.fetchStatus !== 'idle'}
    />
  );
}

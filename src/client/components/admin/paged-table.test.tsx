// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { PagedTable, type PageQuery } from './paged-table';
import { column } from './table-column';

cleanUpAfterEach();

type Row = { id: string; name: string };
const table = (query: PageQuery<Row>) =>
  renderWithProviders(
    <PagedTable<Row>
      query={query}
      loadFailed="Could not load"
      caption="Events"
      columns={[column('name', 'Name', (r: Row) => r.name)]}
      page={1}
      pageSize={20}
      onPageChange={() => {}}
      empty="Nothing matches"
      rowKey={(r) => r.id}
    />,
  );

describe('PagedTable', () => {
  it('while the first page loads: busy, with no "nothing matches"', () => {
    table({ isPending: true, isError: false, fetchStatus: 'fetching', refetch: () => {} });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Nothing matches')).toBeNull();
  });

  it('a query never asked (a filter the server would refuse) is not shown as loading forever', () => {
    table({ isPending: true, isError: false, fetchStatus: 'idle', refetch: () => {} });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Nothing matches')).toBeTruthy();
  });

  it('shows the rows it has', () => {
    table({
      isPending: false,
      isError: false,
      data: { rows: [{ id: '1', name: 'Huda' }], total: 1 },
      refetch: () => {},
    });
    expect(screen.getByRole('cell', { name: 'Huda' })).toBeTruthy();
  });
});

import type { RowData } from '@tanstack/react-table';
import { RowActions, type RowActionHandlers } from './row-actions';
import { column, type Column } from './table-column';

/** A table's last column: the row's action buttons, as narrow as they allow. */
export function actionsColumn<T extends RowData>(
  header: string,
  item: (row: T) => string,
  actions: RowActionHandlers<T>,
): Column<T> {
  return column<T>('actions', header, (row) => <RowActions row={row} item={item(row)} actions={actions} />, {
    className: 'w-px whitespace-nowrap',
  });
}

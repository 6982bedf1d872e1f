import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

/** What a row's buttons do; a missing one (no permission) has no button. */
export interface RowActionHandlers<T> {
  view?: (row: T) => void;
  edit?: (row: T) => void;
  remove?: (row: T) => void;
}

/** A row's View, Edit and Delete icon buttons, each named with the row (`item`) for screen readers. */
export function RowActions<T>({
  row,
  item,
  actions,
}: {
  row: T;
  item: string;
  actions: RowActionHandlers<T>;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex items-center gap-1">
      {actions.view && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.viewItem', { item })}
          onClick={() => actions.view?.(row)}
        >
          <Eye aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
      {actions.edit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.editItem', { item })}
          onClick={() => actions.edit?.(row)}
        >
          <Pencil aria-hidden="true" className="h-5 w-5" />
        </Button>
      )}
      {actions.remove && <DeleteRowButton item={item} onClick={() => actions.remove?.(row)} />}
    </span>
  );
}

/** A row's Delete icon button, named with the row (`item`): red, as every delete in the back office. */
export function DeleteRowButton({ item, onClick }: { item: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-red-700"
      aria-label={t('actions.deleteItem', { item })}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" className="h-5 w-5" />
    </Button>
  );
}

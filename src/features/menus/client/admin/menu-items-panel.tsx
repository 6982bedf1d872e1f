import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/client/components/admin/load-error';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { AdminMenu, AdminMenuDetail } from '../../menus.schema';
import { LiveBadge } from './menu-list-panel';
import { MenuItemRow, type ItemActions } from './menu-item-row';

interface Props {
  menu: AdminMenu | undefined;
  detail: { data?: AdminMenuDetail; isError: boolean; refetch: () => unknown };
  actions: ItemActions;
  busy: boolean;
  onAdd: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** The right panel: the selected menu's items (children indented under their parent), or the empty text. */
export function MenuItemsPanel({ menu, detail, actions, busy, onAdd, onRename, onDelete }: Props) {
  const { t } = useTranslation(['admin-menu', 'admin']);
  if (!menu) {
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
        {t('selectMenu')}
      </p>
    );
  }
  const items = detail.data?.items;
  return (
    <section aria-labelledby="items-heading" className="rounded-2xl border border-stone-200 bg-white">
      <div className="flex flex-wrap items-center gap-2 border-b border-stone-200 px-4 py-3">
        <div className="me-auto min-w-0">
          <h2
            id="items-heading"
            className="flex flex-wrap items-center gap-2 text-lg font-bold text-stone-900"
          >
            <span dir="auto">{t('itemsOf', { name: menu.name })}</span>
            <LiveBadge live={menu.live} />
          </h2>
          <p className="text-sm text-stone-600">{t(`locations.${menu.location}`)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRename}
          aria-label={t('renameMenu', { name: menu.name })}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('rename')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          onClick={onDelete}
          aria-label={t('deleteMenu', { name: menu.name })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('admin:actions.delete')}
        </Button>
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('addItem')}
        </Button>
      </div>
      <div className="px-4 py-2">
        {detail.isError ? (
          <div className="py-3">
            <LoadError message={t('failures.loadItems')} onRetry={() => void detail.refetch()} />
          </div>
        ) : !items ? (
          <div className="space-y-2 py-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-stone-600">{t('emptyItems')}</p>
        ) : (
          <ol className="divide-y divide-stone-200">
            {items.map((item, i) => (
              <li key={item.id}>
                <MenuItemRow
                  item={item}
                  first={i === 0}
                  last={i === items.length - 1}
                  actions={actions}
                  busy={busy}
                />
                {item.children.length > 0 && (
                  <ol className="ms-4 mb-2 divide-y divide-stone-100 border-s-2 border-brand-100 ps-3">
                    {item.children.map((child, j) => (
                      <li key={child.id}>
                        <MenuItemRow
                          item={child}
                          first={j === 0}
                          last={j === item.children.length - 1}
                          actions={{ ...actions, addChild: undefined }}
                          busy={busy}
                        />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

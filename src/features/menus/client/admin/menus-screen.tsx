import '@/client/locales/bundles/admin-menu';
import { Info, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminMenu, AdminMenuItemRow } from '../../menus.schema';
import { MenuFormDialog, type MenuTarget } from './menu-form-dialog';
import { MenuItemDialog, type ItemTarget } from './menu-item-dialog';
import { MenuItemsPanel } from './menu-items-panel';
import { MenuListPanel } from './menu-list-panel';
import { useDeleteMenu, useDeleteMenuItem, useMenu, useMenus, useMoveMenuItem } from './menus-api';

/** `/admin/menu`: menus on the left (with location and Live/Draft), the chosen menu's items on the right. */
export function Component() {
  const { t } = useTranslation(['admin-menu', 'admin']);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const list = useMenus();
  const menus = list.data?.menus;
  // The menu in the address (so a reload keeps it), else the first one.
  const selected: AdminMenu | undefined = menus?.find((m) => m.id === params.get('menu')) ?? menus?.[0];
  const detail = useMenu(selected?.id ?? null);
  const [menuTarget, setMenuTarget] = useState<MenuTarget | null>(null);
  const [itemTarget, setItemTarget] = useState<ItemTarget | null>(null);
  const [deletingMenu, setDeletingMenu] = useState<AdminMenu | null>(null);
  const [deletingItem, setDeletingItem] = useState<(AdminMenuItemRow & { childCount: number }) | null>(null);
  const deleteMenu = useDeleteMenu();
  const deleteItem = useDeleteMenuItem();
  const move = useMoveMenuItem();
  useLoadErrorToast(list.isError, t('failures.load'), 'menus-load');
  const select = (id: string) => setParams({ menu: id }, { replace: true });
  const items = detail.data?.items ?? [];

  const confirmDeleteMenu = async () => {
    if (!deletingMenu) return;
    try {
      await deleteMenu.mutateAsync(deletingMenu.id);
      toast.success(t('toasts.deleted'));
      setParams({}, { replace: true });
    } catch (e) {
      toastFailure(t('failures.delete'), e, locale);
    }
    setDeletingMenu(null);
  };
  const confirmDeleteItem = async () => {
    if (!deletingItem || !selected) return;
    try {
      await deleteItem.mutateAsync({ menuId: selected.id, itemId: deletingItem.id });
      toast.success(t('toasts.itemRemoved'));
    } catch (e) {
      toastFailure(t('failures.removeItem'), e, locale);
    }
    setDeletingItem(null);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setMenuTarget({ mode: 'create' })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('createMenu')}
          </Button>
        }
      />
      <p className="mb-4 flex gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {t('liveRule')}
      </p>
      {list.isError ? (
        <LoadError message={t('failures.load')} onRetry={() => void list.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <MenuListPanel menus={menus} selected={selected?.id ?? null} onSelect={select} />
          {menus && (
            <MenuItemsPanel
              menu={selected}
              detail={detail}
              busy={move.isPending}
              onAdd={() => setItemTarget({ item: null, parentId: null })}
              onRename={() => selected && setMenuTarget({ mode: 'rename', menu: selected })}
              onDelete={() => selected && setDeletingMenu(selected)}
              actions={{
                move: (item, direction) =>
                  selected &&
                  move.mutate(
                    { menuId: selected.id, itemId: item.id, direction },
                    { onError: (e) => toastFailure(t('failures.move'), e, locale) },
                  ),
                edit: (item) => setItemTarget({ item, parentId: item.parentId }),
                remove: (item) =>
                  setDeletingItem({
                    ...item,
                    childCount: items.find((i) => i.id === item.id)?.children.length ?? 0,
                  }),
                addChild: (item) => setItemTarget({ item: null, parentId: item.id }),
              }}
            />
          )}
        </div>
      )}
      <MenuFormDialog target={menuTarget} onClose={() => setMenuTarget(null)} onCreated={select} />
      {selected && (
        <MenuItemDialog
          menuId={selected.id}
          target={itemTarget}
          items={items}
          onClose={() => setItemTarget(null)}
        />
      )}
      <ConfirmDialog
        open={deletingMenu !== null}
        onOpenChange={(open) => !open && setDeletingMenu(null)}
        title={t('confirm.deleteMenuTitle', { name: deletingMenu?.name ?? '' })}
        message={`${t('confirm.deleteMenuMessage')}${deletingMenu?.live ? ` ${t('confirm.deleteMenuLive')}` : ''}`}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDeleteMenu()}
        pending={deleteMenu.isPending}
      />
      <ConfirmDialog
        open={deletingItem !== null}
        onOpenChange={(open) => !open && setDeletingItem(null)}
        title={t('confirm.deleteItemTitle', {
          name: (locale === 'ar' ? deletingItem?.titleAr : deletingItem?.titleEn) ?? '',
        })}
        message={`${t('confirm.deleteItemMessage')}${deletingItem?.childCount ? ` ${t('confirm.deleteItemChildren')}` : ''}`}
        confirmLabel={t('confirm.remove')}
        onConfirm={() => void confirmDeleteItem()}
        pending={deleteItem.isPending}
      />
    </>
  );
}

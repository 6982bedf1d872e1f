import '@/client/locales/bundles/admin-catalog';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { LoadError } from '@/client/components/admin/load-error';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader, Toolbar } from '@/client/components/admin/page-header';
import { SearchField } from '@/client/components/admin/search-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import type { AdminCategory, AdminSubcategory } from '../../catalog.admin.views';
import { useCategories, useDeleteCategory } from './categories-api';
import { CategoryFormDialog, type CategoryTarget } from './category-form-dialog';
import { CategoryList } from './category-list';
import { nameIn } from './product-name';

type Item = AdminCategory | AdminSubcategory;
const isSub = (item: Item): item is AdminSubcategory => 'categoryId' in item;

/** `/admin/categories`: menu sections with their subcategories nested, search, Show Inactive. */
export function Component() {
  const { t } = useTranslation(['admin-catalog', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, set } = useListParams({ q: '', inactive: '' });
  const includeInactive = values.inactive === '1';
  const tree = useCategories({ q: values.q || undefined, includeInactive });
  const all = useCategories({ includeInactive: true });
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<CategoryTarget | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const canEdit = can(role, 'catalog.edit');
  useLoadErrorToast(tree.isError, t('categories.loadFailed'));

  const confirmDelete = async () => {
    if (!deleting) return;
    const sub = isSub(deleting);
    try {
      await remove.mutateAsync({ id: deleting.id, sub });
      toast.success(t(sub ? 'categories.subDeleted' : 'categories.deleted'));
    } catch (e) {
      // category_in_use: the server's message names how many products or subcategories are in the way.
      toastFailure(t(sub ? 'categories.subDeleteFailed' : 'categories.deleteFailed'), e, locale);
    }
    setDeleting(null);
  };

  const list = tree.data?.categories ?? [];
  return (
    <>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          canEdit && (
            <>
              <Button variant="outline" onClick={() => setEditing({ sub: true, item: null })}>
                <FolderPlus aria-hidden="true" className="h-4 w-4" />
                {t('categories.addSubcategory')}
              </Button>
              <Button onClick={() => setEditing({ sub: false, item: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('categories.addCategory')}
              </Button>
            </>
          )
        }
      />
      <Toolbar>
        <SearchField
          label={t('categories.search')}
          placeholder={t('categories.searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <label className="flex h-11 items-center gap-2 text-sm font-semibold text-stone-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={includeInactive}
            onChange={(e) => set({ inactive: e.target.checked ? '1' : '' })}
          />
          {t('categories.showInactive')}
        </label>
      </Toolbar>
      {tree.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : tree.isError ? (
        <LoadError message={t('categories.loadFailed')} onRetry={() => void tree.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-10 text-center text-stone-600">
          {t('categories.empty')}
        </p>
      ) : (
        <CategoryList
          categories={list}
          actions={{
            edit: canEdit
              ? (item) =>
                  setEditing(isSub(item) ? { sub: true, item } : { sub: false, item: item as AdminCategory })
              : undefined,
            remove: can(role, 'catalog.delete') ? setDeleting : undefined,
          }}
        />
      )}
      <CategoryFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        categories={all.data?.categories ?? []}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting && isSub(deleting) ? t('categories.subDeleteTitle') : t('categories.deleteTitle')}
        message={deleting ? t('categories.deleteMessage', { name: nameIn(deleting, locale) }) : ''}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

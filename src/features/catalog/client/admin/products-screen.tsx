import '@/client/locales/bundles/admin-catalog';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader, Toolbar } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { PRODUCT_STATUSES } from '@/common/domain';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { PRODUCT_SORTS } from '../../catalog.admin.schema';
import type { AdminProduct } from '../../catalog.admin.views';
import { useCategories } from './categories-api';
import { useProductColumns } from './product-columns';
import { nameIn } from './product-name';
import { ProductFormDialog } from './product-form-dialog';
import { ProductViewDialog } from './product-view-dialog';
import { useDeleteProduct, useProducts } from './products-api';

const PAGE_SIZE = 20;

/** `/admin/products`: the menu's products, searched, filtered, sorted and paged by the server. */
export function Component() {
  const { t } = useTranslation(['admin-catalog', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({ q: '', categoryId: '', status: '', sort: 'newest' });
  const list = useProducts({ ...values, lang: locale, page, pageSize: PAGE_SIZE });
  const categories = useCategories({ includeInactive: true });
  const remove = useDeleteProduct();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const canEdit = can(role, 'catalog.edit');
  const viewing = list.data?.rows.find((p) => p.id === viewingId) ?? null;
  useLoadErrorToast(list.isError, t('products.loadFailed'));

  const columns = useProductColumns(locale, {
    view: (p) => setViewingId(p.id),
    edit: canEdit ? (p) => setEditing({ product: p }) : undefined,
    remove: can(role, 'catalog.delete') ? setDeleting : undefined,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { archived } = await remove.mutateAsync(deleting.id);
      toast.success(archived ? t('products.archived') : t('products.deleted'));
      setDeleting(null);
    } catch (e) {
      toastFailure(t('products.deleteFailed'), e, locale);
    }
  };

  const cats = categories.data?.categories ?? [];
  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing({ product: null })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('products.add')}
            </Button>
          )
        }
      />
      <Toolbar>
        <SearchField
          label={t('products.search')}
          placeholder={t('products.searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('products.category')}
          hideLabel
          value={values.categoryId}
          onChange={(e) => set({ categoryId: e.target.value })}
          options={[
            { value: '', label: t('products.allCategories') },
            ...cats.map((c) => ({ value: c.id, label: nameIn(c, locale) })),
          ]}
        />
        <SelectField
          label={t('products.statusFilter')}
          hideLabel
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[
            { value: '', label: t('products.allStatuses') },
            ...PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        <SelectField
          label={t('products.sort')}
          hideLabel
          value={values.sort}
          onChange={(e) => set({ sort: e.target.value })}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`products.sorts.${s}`) }))}
        />
      </Toolbar>
      <PagedTable
        query={list}
        loadFailed={t('products.loadFailed')}
        caption={t('products.caption')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t('products.empty')}
        rowKey={(p) => p.id}
      />
      <ProductViewDialog
        product={viewing}
        onClose={() => setViewingId(null)}
        canStock={can(role, 'catalog.stock')}
        onEdit={
          canEdit
            ? (p) => {
                setViewingId(null);
                setEditing({ product: p });
              }
            : undefined
        }
      />
      <ProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing?.product ?? null}
        categories={cats}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('products.deleteTitle')}
        message={deleting ? t('products.deleteMessage', { name: nameIn(deleting, locale) }) : ''}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

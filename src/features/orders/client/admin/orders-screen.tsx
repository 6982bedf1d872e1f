import '@/client/locales/bundles/admin-orders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable } from '@/client/components/admin/data-table';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { PageHeader, Toolbar } from '@/client/components/admin/page-header';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { ORDER_STATUSES } from '@/common/domain';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/features/staff/client/staff-api';
import { ORDER_SORTS, type AdminOrderRow } from '../../orders.admin.schema';
import { isolate, nameIn } from './order-bits';
import { useOrderColumns } from './order-columns';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderViewDialog } from './order-view-dialog';
import { useDeleteOrder, useEmployeeChoices, useOrders } from './orders-api';
import { useOrderEvents } from './use-order-events';

const PAGE_SIZE = 20;

/** `/admin/orders`: every order, searched, filtered, sorted and paged by the server; live. */
export function Component() {
  const { t } = useTranslation('admin-orders');
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({ q: '', status: '', employee: '', sort: 'newest' });
  const list = useOrders({ ...values, page, pageSize: PAGE_SIZE });
  const employees = useEmployeeChoices();
  const remove = useDeleteOrder();
  const [viewing, setViewing] = useState<AdminOrderRow | null>(null);
  const [editing, setEditing] = useState<AdminOrderRow | null>(null);
  const [deleting, setDeleting] = useState<AdminOrderRow | null>(null);
  const canEdit = can(role, 'orders.update');
  useOrderEvents();

  useEffect(() => {
    if (list.isError) toast.error(t('orders.loadFailed'), { id: 'orders-load' });
  }, [list.isError, t]);

  const columns = useOrderColumns(locale, {
    view: setViewing,
    edit: canEdit ? setEditing : undefined,
    remove: can(role, 'orders.delete') ? setDeleting : undefined,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('orders.deleted'));
      setDeleting(null);
    } catch (e) {
      toast.error(t('orders.deleteFailed'), e instanceof ApiError ? { description: e.messageIn(locale) } : undefined);
    }
  };

  const staff = employees.data ?? [];
  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <Toolbar>
        <SearchField label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} value={values.q} onChange={(q) => set({ q })} />
        <SelectField
          label={t('orders.statusFilter')}
          hideLabel
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[{ value: '', label: t('orders.allStatuses') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`, { ns: 'common' }) }))]}
        />
        <SelectField
          label={t('orders.employeeFilter')}
          hideLabel
          value={values.employee}
          onChange={(e) => set({ employee: e.target.value })}
          options={[
            { value: '', label: t('orders.allEmployees') },
            { value: 'unassigned', label: t('orders.unassigned') },
            ...staff.map((e) => ({ value: e.id, label: e.active ? nameIn(e, locale) : t('orders.inactive', { name: nameIn(e, locale) }) })),
          ]}
        />
        <SelectField
          label={t('orders.sort')}
          hideLabel
          value={values.sort}
          onChange={(e) => set({ sort: e.target.value })}
          options={ORDER_SORTS.map((s) => ({ value: s, label: t(`orders.sorts.${s}`) }))}
        />
      </Toolbar>
      {list.isError && !list.data ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
          <p>{t('orders.loadFailed')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            {t('orders.retry')}
          </Button>
        </div>
      ) : (
        <DataTable
          caption={t('orders.caption')}
          columns={columns}
          rows={list.data?.rows ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(p) => set({ page: p })}
          loading={list.isPending}
          empty={t('orders.empty')}
          rowKey={(o) => o.id}
        />
      )}
      <OrderViewDialog
        row={viewing}
        onClose={() => setViewing(null)}
        onEdit={
          canEdit
            ? (row) => {
                setViewing(null);
                setEditing(row);
              }
            : undefined
        }
      />
      <OrderEditDialog row={editing} employees={staff} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('orders.deleteTitle', { number: deleting ? isolate(`#${deleting.number}`) : '' })}
        message={t('orders.deleteMessage')}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

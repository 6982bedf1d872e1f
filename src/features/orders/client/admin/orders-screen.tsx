import '@/client/locales/bundles/admin-orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CsvLink } from '@/client/components/admin/csv-link';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader, Toolbar } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { useRowDialogs } from '@/client/components/admin/use-row-dialogs';
import { useLocale } from '@/client/lib/use-locale';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/common/domain';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { isolate } from '@/common/text';
import type { AdminOrderRow } from '../../orders.admin.schema';
import { ORDER_SORTS } from '../../order-sorts';
import { usePayParam } from './pay-params';
import { MarkPaidSheet, type PayTarget } from './mark-paid-sheet';
import { nameIn } from './order-names';
import { useOrderColumns } from './order-columns';
import { OrderEditDialog } from './order-edit-dialog';
import { OrderViewDialog } from './order-view-dialog';
import { ordersCsvHref, useDeleteOrder, useEmployeeChoices, useOrders } from './orders-api';

const PAGE_SIZE = 20;

/** `/admin/orders`: every order, searched, filtered, sorted and paged by the server; live. */
export function Component() {
  const { t } = useTranslation(['admin-orders', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({
    q: '',
    status: '',
    payment: '',
    employee: '',
    sort: 'newest',
  });
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const back = usePayParam();
  const list = useOrders({ ...values, page, pageSize: PAGE_SIZE });
  const employees = useEmployeeChoices();
  const remove = useDeleteOrder();
  const { viewing, setViewing, editing, setEditing, deleting, setDeleting, editFromView } =
    useRowDialogs<AdminOrderRow>();
  const canEdit = can(role, 'orders.update');
  useLoadErrorToast(list.isError, t('orders.loadFailed'), 'orders-load');

  const columns = useOrderColumns(
    locale,
    {
      view: setViewing,
      edit: canEdit ? setEditing : undefined,
      remove: can(role, 'orders.delete') ? setDeleting : undefined,
    },
    canEdit ? setPaying : undefined,
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('orders.deleted'));
      setDeleting(null);
    } catch (e) {
      toastFailure(t('orders.deleteFailed'), e, locale);
    }
  };

  const staff = employees.data ?? [];
  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          can(role, 'orders.export') && (
            <CsvLink href={ordersCsvHref({ ...values, lang: locale })} label={t('orders.export')} />
          )
        }
      />
      <Toolbar>
        <SearchField
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('orders.statusFilter')}
          hideLabel
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`, { ns: 'common' }) })),
          ]}
        />
        <SelectField
          label={t('orders.paymentFilter')}
          hideLabel
          value={values.payment}
          onChange={(e) => set({ payment: e.target.value })}
          options={[
            { value: '', label: t('orders.allPayments') },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) })),
          ]}
        />
        <SelectField
          label={t('orders.employeeFilter')}
          hideLabel
          value={values.employee}
          onChange={(e) => set({ employee: e.target.value })}
          options={[
            { value: '', label: t('orders.allEmployees') },
            { value: 'unassigned', label: t('orders.unassigned') },
            ...staff.map((e) => ({
              value: e.id,
              label: e.active ? nameIn(e, locale) : t('orders.inactive', { name: nameIn(e, locale) }),
            })),
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
      <PagedTable
        query={list}
        loadFailed={t('orders.loadFailed')}
        caption={t('orders.caption')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t('orders.empty')}
        rowKey={(o) => o.id}
        onRowClick={setViewing}
      />
      <OrderViewDialog
        row={viewing}
        onClose={() => setViewing(null)}
        onEdit={canEdit ? editFromView : undefined}
      />
      <MarkPaidSheet
        order={paying ?? back.target}
        onClose={() => {
          back.clear();
          setPaying(null);
        }}
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

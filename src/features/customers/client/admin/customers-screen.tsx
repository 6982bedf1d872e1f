import '@/client/locales/bundles/admin-customers';
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
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { CUSTOMER_SORTS, type AdminCustomer } from '../../customers.schema';
import { useCustomerColumns } from './customer-columns';
import { CustomerEditDialog } from './customer-edit-dialog';
import { CustomerViewDialog } from './customer-view-dialog';
import { customersCsvHref, useCustomers, useDeleteCustomer } from './customers-api';

const PAGE_SIZE = 20;

/** `/admin/customers`: everyone who ordered, searched, sorted and paged by the server. */
export function Component() {
  const { t } = useTranslation(['admin-customers', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({ q: '', sort: 'newest' });
  const list = useCustomers({ ...values, page, pageSize: PAGE_SIZE });
  const remove = useDeleteCustomer();
  const { viewing, setViewing, editing, setEditing, deleting, setDeleting, editFromView } =
    useRowDialogs<AdminCustomer>();
  const canEdit = can(role, 'customers.edit');
  useLoadErrorToast(list.isError, t('loadFailed'), 'customers-load');

  const columns = useCustomerColumns(locale, {
    view: setViewing,
    edit: canEdit ? setEditing : undefined,
    remove: can(role, 'customers.delete') ? setDeleting : undefined,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('deleted'));
      setDeleting(null);
    } catch (e) {
      toastFailure(t('deleteFailed'), e, locale);
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          can(role, 'customers.export') && (
            <CsvLink href={customersCsvHref({ q: values.q, sort: values.sort })} label={t('export')} />
          )
        }
      />
      <Toolbar>
        <SearchField
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('sort')}
          hideLabel
          value={values.sort}
          onChange={(e) => set({ sort: e.target.value })}
          options={CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
        />
      </Toolbar>
      <PagedTable
        query={list}
        loadFailed={t('loadFailed')}
        caption={t('caption')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t('empty')}
        rowKey={(c) => c.id}
      />
      <CustomerViewDialog
        row={viewing}
        onClose={() => setViewing(null)}
        onEdit={canEdit ? editFromView : undefined}
      />
      <CustomerEditDialog row={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        message={`${t('deleteMessage')} ${t(deleting?.hasAccount ? 'deleteNoteAccount' : 'deleteNote')}`}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

import '@/client/locales/bundles/admin-employees';
import '@/client/locales/bundles/admin-staff-accounts';
import { Plus } from 'lucide-react';
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
import { SectionTabs } from '@/client/components/admin/section-tabs';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { EMPLOYEE_ROLES, EMPLOYEE_STATUSES } from '@/common/domain';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { EMPLOYEE_SORTS, type AdminEmployee } from '../../employees.schema';
import { nameIn } from './employee-name';
import { useEmployeeColumns } from './employee-columns';
import { EmployeeFormDialog } from './employee-form-dialog';
import { employeesCsvHref, useDeleteEmployee, useEmployees } from './employees-api';
import { PendingSignupsPanel } from './pending-signups-panel';
import { adminHref } from '@/common/admin-paths';

const PAGE_SIZE = 20;

/** `/admin/employees`: the team, searched, filtered, sorted and paged by the server; pending staff sign-ups on top. */
export function Component() {
  const { t } = useTranslation(['admin-employees', 'admin', 'admin-staff-accounts']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({ q: '', role: '', status: '', sort: 'name-asc' });
  // The name sort and the CSV's Name column follow the screen's language.
  const params = { q: values.q, role: values.role, status: values.status, sort: values.sort, lang: locale };
  const list = useEmployees({ ...params, page, pageSize: PAGE_SIZE });
  const remove = useDeleteEmployee();
  const [editing, setEditing] = useState<{ employee: AdminEmployee | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminEmployee | null>(null);
  const canManage = can(role, 'employees.manage');
  useLoadErrorToast(list.isError, t('loadFailed'), 'employees-load');

  const columns = useEmployeeColumns(locale, {
    edit: canManage ? (employee) => setEditing({ employee }) : undefined,
    remove: canManage ? setDeleting : undefined,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { deactivated } = await remove.mutateAsync(deleting.id);
      toast.success(t(deactivated ? 'deactivated' : 'deleted'));
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
          <>
            <CsvLink href={employeesCsvHref(params)} label={t('export')} />
            {canManage && (
              <Button onClick={() => setEditing({ employee: null })}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {t('add')}
              </Button>
            )}
          </>
        }
      />
      {role && can(role, 'staff.manage') && (
        <>
          {/* Owners and admins also manage the back-office accounts, on the tab beside this one. */}
          <SectionTabs
            label={t('admin-staff-accounts:tabs.label')}
            tabs={[
              { to: adminHref('employees'), label: t('admin-staff-accounts:tabs.employees') },
              { to: adminHref('staffAccounts'), label: t('admin-staff-accounts:tabs.accounts') },
            ]}
          />
          <PendingSignupsPanel actorRole={role} />
        </>
      )}
      {/* On a phone: the search and the sort full width, the role and status filters side by side. */}
      <Toolbar className="grid-cols-2">
        <SearchField
          className="col-span-2 lg:flex-1"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('roleFilter')}
          hideLabel
          value={values.role}
          onChange={(e) => set({ role: e.target.value })}
          options={[
            { value: '', label: t('allRoles') },
            ...EMPLOYEE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) })),
          ]}
        />
        <SelectField
          label={t('statusFilter')}
          hideLabel
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[
            { value: '', label: t('allStatuses') },
            ...EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <SelectField
          label={t('sort')}
          hideLabel
          className="col-span-2"
          value={values.sort}
          onChange={(e) => set({ sort: e.target.value })}
          options={EMPLOYEE_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
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
        rowKey={(e) => e.id}
      />
      <EmployeeFormDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { name: deleting ? nameIn(deleting, locale) : '' })}
        message={
          deleting && deleting.orderCount > 0
            ? `${t('deleteMessage')} ${t('deleteNoteOrders')}`
            : t('deleteMessage')
        }
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

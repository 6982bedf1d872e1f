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
import { SelectField } from '@/client/components/admin/select-field';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { oneOf, useListParams } from '@/client/components/admin/use-list-params';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { OPTION_STATUSES } from '@/common/domain';
import { can } from '@/common/permissions';
import type { AdminOption, AdminOptionGroup } from '../../option-group.admin.views';
import { OptionGroupFormDialog } from './option-group-form-dialog';
import { useOptionColumns } from './option-columns';
import {
  useDeleteOptionGroup,
  useOptionGroups,
  useRestoreOption,
  useRestoreOptionGroup,
  useSaveOptionGroup,
} from './options-api';
import { nameIn } from './product-name';

/** `/admin/options`: drink option groups (Sugar, Milk, Add-ons) with their options and prices. */
export function Component() {
  const { t } = useTranslation(['admin-catalog', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, set } = useListParams({ status: '' });
  const list = useOptionGroups(oneOf(values.status, OPTION_STATUSES));
  const save = useSaveOptionGroup();
  const remove = useDeleteOptionGroup();
  const restoreGroup = useRestoreOptionGroup();
  const restoreOption = useRestoreOption();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminOptionGroup | null>(null);
  const canEdit = can(role, 'catalog.edit');
  useLoadErrorToast(list.isError, t('options.loadFailed'));

  const restore = async (run: () => Promise<unknown>) => {
    try {
      await run();
      toast.success(t('options.restored'));
    } catch (e) {
      toastFailure(t('options.restoreFailed'), e, locale);
    }
  };
  const columns = useOptionColumns(locale, {
    edit: canEdit
      ? (g) => {
          setEditing({ id: g.id });
          void list.refetch();
        }
      : undefined,
    remove: can(role, 'catalog.delete') ? setDeleting : undefined,
    restore: canEdit ? (g) => void restore(() => restoreGroup.mutateAsync(g.id)) : undefined,
    restoreOption: canEdit
      ? (o: AdminOption) => void restore(() => restoreOption.mutateAsync(o.id))
      : undefined,
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { archived } = await remove.mutateAsync(deleting.id);
      toast.success(archived ? t('options.archived') : t('options.deleted'));
      setDeleting(null);
    } catch (e) {
      toastFailure(t('options.deleteFailed'), e, locale);
    }
  };

  const groups = list.data?.groups ?? [];
  // The group as stored now (a sold-out switch from the floor may have changed it meanwhile).
  const editingGroup = (editing?.id && groups.find((g) => g.id === editing.id)) || null;
  return (
    <>
      <PageHeader
        title={t('options.title')}
        description={t('options.description')}
        actions={
          canEdit && (
            <Button onClick={() => setEditing({ id: null })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('options.add')}
            </Button>
          )
        }
      />
      <Toolbar>
        <SelectField
          label={t('options.statusFilter')}
          hideLabel
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
          options={[
            { value: '', label: t('options.allStatuses') },
            ...OPTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      </Toolbar>
      <PagedTable
        query={{ ...list, data: list.data && { rows: groups, total: groups.length } }}
        loadFailed={t('options.loadFailed')}
        caption={t('options.caption')}
        columns={columns}
        page={1}
        pageSize={Math.max(groups.length, 1)}
        onPageChange={() => undefined}
        empty={t('options.empty')}
        rowKey={(g) => g.id}
      />
      <OptionGroupFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        group={editingGroup}
        ready={!editing?.id || !list.isFetching}
        pending={save.isPending}
        save={(input) => save.mutateAsync({ id: editing?.id ?? undefined, input })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('options.deleteTitle')}
        message={deleting ? t('options.deleteMessage', { name: nameIn(deleting, locale) }) : ''}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}

import '@/client/locales/bundles/admin-staff-accounts';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SectionTabs } from '@/client/components/admin/section-tabs';
import { buttonClass } from '@/client/components/ui/button-class';
import type { TextKey } from '@/client/lib/text-key';
import { useLocale } from '@/client/lib/use-locale';
import { formatCount } from '@/common/locales';
import { can } from '@/common/permissions';
import { isolate } from '@/common/text';
import type { StaffAccount } from '../../staff.schema';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { useStaffAccounts } from './staff-api';
import { useStaffAccountColumns } from './staff-account-columns';
import { StaffAccountDialog, type AccessAction } from './staff-account-dialog';
import { useEndStaffSessions, useSendStaffPasswordReset, useSetStaffAccess } from './staff-accounts-api';
import { adminHref } from '@/common/admin-paths';

type Key = TextKey<'admin-staff-accounts'>;
/** What the confirmation of each action says. */
const CONFIRM_TEXTS = {
  disable: { title: 'confirm.disableTitle', message: 'confirm.disableMessage', label: 'dialog.disable' },
  enable: { title: 'confirm.enableTitle', message: 'confirm.enableMessage', label: 'dialog.enable' },
  endSessions: { title: 'confirm.endTitle', message: 'confirm.endMessage', label: 'dialog.endSessions' },
  sendReset: { title: 'confirm.resetTitle', message: 'confirm.resetMessage', label: 'dialog.sendReset' },
} as const satisfies Record<AccessAction, { title: Key; message: Key; label: Key }>;

/** `/admin/employees/accounts`: every back-office account, with its role, status, two-factor sign-in and last sign-in. */
export function Component() {
  const { t } = useTranslation('admin-staff-accounts');
  const locale = useLocale();
  const me = useStaffMe().data;
  const list = useStaffAccounts(true);
  const setAccess = useSetStaffAccess();
  const endSessions = useEndStaffSessions();
  const sendReset = useSendStaffPasswordReset();
  const [managing, setManaging] = useState<StaffAccount | null>(null);
  const [confirming, setConfirming] = useState<{ account: StaffAccount; action: AccessAction } | null>(null);
  useLoadErrorToast(list.isError, t('loadFailed'), 'staff-accounts-load');
  const columns = useStaffAccountColumns(locale, me?.id, setManaging);
  const rows = list.data ?? [];

  const run = async () => {
    if (!confirming) return;
    const { account, action } = confirming;
    const name = account.name;
    try {
      if (action === 'disable' || action === 'enable') {
        await setAccess.mutateAsync({ id: account.id, disabled: action === 'disable' });
        toast.success(t(action === 'disable' ? 'done.disabled' : 'done.enabled', { name }));
      } else if (action === 'endSessions') {
        const { ended } = await endSessions.mutateAsync(account.id);
        toast.success(t('done.ended', { name, count: ended, formatted: formatCount(ended, locale) }));
      } else {
        await sendReset.mutateAsync(account.id);
        toast.success(t('done.resetSent', { name }));
      }
      setConfirming(null);
    } catch (e) {
      toastFailure(
        t(
          action === 'endSessions'
            ? 'failed.endSessions'
            : action === 'sendReset'
              ? 'failed.reset'
              : 'failed.access',
        ),
        e,
        locale,
      );
    }
  };
  const texts = confirming && CONFIRM_TEXTS[confirming.action];

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          me && can(me.role, 'security.view') ? (
            <Link to={adminHref('security')} className={buttonClass('outline')}>
              <ShieldCheck aria-hidden="true" className="h-4 w-4" />
              {t('securityLog')}
            </Link>
          ) : null
        }
      />
      <SectionTabs
        label={t('tabs.label')}
        tabs={[
          { to: adminHref('employees'), label: t('tabs.employees') },
          { to: adminHref('staffAccounts'), label: t('tabs.accounts') },
        ]}
      />
      <PagedTable
        query={list.data ? { ...list, data: { rows, total: rows.length } } : { ...list, data: undefined }}
        loadFailed={t('loadFailed')}
        caption={t('caption')}
        columns={columns}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        empty={t('empty')}
        rowKey={(a) => a.id}
      />
      {me && (
        <StaffAccountDialog
          key={managing?.id ?? ''}
          account={managing}
          me={me}
          onClose={() => setManaging(null)}
          onAction={(account, action) => {
            setManaging(null);
            setConfirming({ account, action });
          }}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={texts ? t(texts.title, { name: confirming!.account.name }) : ''}
        // The e-mail isolated left to right inside the Arabic sentence.
        message={texts ? t(texts.message, { email: isolate(confirming!.account.email) }) : ''}
        confirmLabel={texts ? t(texts.label) : ''}
        onConfirm={() => void run()}
        pending={setAccess.isPending || endSessions.isPending || sendReset.isPending}
      />
    </>
  );
}

import { MailCheck, MailWarning, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { assignableRoles, type StaffRole } from '@/common/permissions';
import { isolate } from '@/common/text';
import { useApproveStaff, useRefuseStaff, useStaffAccounts } from '@/features/staff/client/admin';
import type { StaffAccount } from '@/features/staff';
import { formatCount } from '@/common/locales';

function PendingRow({
  account,
  roles,
  onRefuse,
}: {
  account: StaffAccount;
  roles: StaffRole[];
  onRefuse: () => void;
}) {
  const { t } = useTranslation(['admin-employees', 'admin']);
  const locale = useLocale();
  const approve = useApproveStaff();
  const [role, setRole] = useState<StaffRole>('staff');
  const onApprove = async () => {
    try {
      await approve.mutateAsync({ id: account.id, role });
      toast.success(t('pending.approved', { name: account.name, role: t(`admin:user.roles.${role}`) }));
    } catch (e) {
      toastFailure(t('pending.approveFailed'), e, locale);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="me-auto min-w-0">
        <p className="font-semibold text-stone-900">{account.name}</p>
        <bdi dir="ltr" className="block text-sm break-all text-stone-700">
          {account.email}
        </bdi>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-stone-600">
          <span>{t('pending.signedUp', { date: formatShopDateTime(account.createdAt, locale) })}</span>
          {account.emailVerified ? (
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <MailCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('pending.verified')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-amber-800">
              <MailWarning aria-hidden="true" className="h-3.5 w-3.5" />
              {t('pending.unverified')}
            </span>
          )}
        </p>
      </div>
      {/* On a phone: the role full width, Approve and Refuse side by side under it. */}
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-center">
        <SelectField
          label={t('pending.role', { name: account.name })}
          hideLabel
          className="col-span-2 sm:min-w-36"
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          options={roles.map((r) => ({ value: r, label: t(`admin:user.roles.${r}`) }))}
        />
        <Button
          onClick={() => void onApprove()}
          disabled={approve.isPending}
          aria-label={t('pending.approveItem', { name: account.name })}
        >
          {t('pending.approve')}
        </Button>
        <Button
          variant="outline"
          className="text-red-700"
          onClick={onRefuse}
          aria-label={t('pending.refuseItem', { name: account.name })}
        >
          {t('pending.refuse')}
        </Button>
      </div>
    </li>
  );
}

/** Staff sign-ups from /admin/signup waiting for an owner or admin: approve with a role, or refuse. */
export function PendingSignupsPanel({ actorRole }: { actorRole: StaffRole }) {
  const { t } = useTranslation('admin-employees');
  const locale = useLocale();
  const accounts = useStaffAccounts(true);
  const refuse = useRefuseStaff();
  const [refusing, setRefusing] = useState<StaffAccount | null>(null);
  useLoadErrorToast(accounts.isError, t('pending.loadFailed'), 'staff-signups-load');
  const pending = (accounts.data ?? []).filter((a) => a.role === 'pending');
  if (pending.length === 0) return null;

  const confirmRefuse = async () => {
    if (!refusing) return;
    try {
      await refuse.mutateAsync(refusing.id);
      toast.success(t('pending.refused'));
      setRefusing(null);
    } catch (e) {
      toastFailure(t('pending.refuseFailed'), e, locale);
    }
  };

  return (
    <section
      aria-labelledby="pending-signups"
      className="mb-6 overflow-hidden rounded-2xl border border-amber-300 bg-amber-50/60"
    >
      <div className="flex items-start gap-3 border-b border-amber-200 px-4 py-3">
        <UserPlus aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
        <div>
          <h2 id="pending-signups" className="font-bold text-stone-900">
            {t('pending.title')}{' '}
            <span className="ms-1 inline-flex min-w-6 justify-center rounded-full bg-amber-700 px-1.5 align-middle text-sm text-white">
              {formatCount(pending.length, locale)}
            </span>
          </h2>
          <p className="text-sm text-stone-700">{t('pending.description')}</p>
        </div>
      </div>
      <ul className="divide-y divide-amber-200 bg-white">
        {pending.map((a) => (
          <PendingRow
            key={a.id}
            account={a}
            roles={assignableRoles(actorRole)}
            onRefuse={() => setRefusing(a)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={refusing !== null}
        onOpenChange={(open) => !open && setRefusing(null)}
        title={t('pending.refuseTitle')}
        // The e-mail isolated left to right inside the Arabic sentence (a plain-text <bdi>).
        message={t('pending.refuseMessage', { email: isolate(refusing?.email ?? '') })}
        confirmLabel={t('pending.refuse')}
        onConfirm={() => void confirmRefuse()}
        pending={refuse.isPending}
      />
    </section>
  );
}

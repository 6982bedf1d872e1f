import { KeyRound, LogOut, UserCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { assignableRoles, isStaffRole, STAFF_ROLES, type Role, type StaffRole } from '@/common/permissions';
import type { StaffAccount } from '../../staff.schema';
import { useEmployeeRecords, useLinkStaffEmployee, useSetStaffAccess } from './staff-accounts-api';

/** What the access buttons ask the screen to confirm. */
export type AccessAction = 'disable' | 'enable' | 'endSessions' | 'sendReset';

const rank = (role: Role) => (STAFF_ROLES as readonly Role[]).indexOf(role);

/** The rule the server enforces: never oneself, and only below one's own role unless an owner. */
const mayManage = (me: { id: string; role: StaffRole }, a: StaffAccount) =>
  a.id !== me.id && (me.role === 'owner' || rank(a.role) < rank(me.role));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-stone-200 py-4 first:pt-0 last:border-0 last:pb-0">
      <h3 className="mb-2 font-bold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

/** One account: its role, its employee record and its access (the buttons hand over to a confirmation). */
export function StaffAccountDialog({
  account,
  me,
  onClose,
  onAction,
}: {
  account: StaffAccount | null;
  me: { id: string; role: StaffRole };
  onClose: () => void;
  onAction: (a: StaffAccount, action: AccessAction) => void;
}) {
  const { t } = useTranslation(['admin-staff-accounts', 'admin']);
  const locale = useLocale();
  const setAccess = useSetStaffAccess();
  const link = useLinkStaffEmployee();
  const records = useEmployeeRecords(account !== null);
  // The screen keys this dialog by account, so these start from the account opened.
  const [role, setRole] = useState<string>(account?.role ?? '');
  const [employeeId, setEmployeeId] = useState(account?.employee?.id ?? '');
  if (!account) return null;

  const manageable = mayManage(me, account);
  const pending = account.status === 'pending';
  const roles = [...new Set([account.role, ...assignableRoles(me.role)])].filter(
    (r): r is StaffRole => r !== 'pending',
  );
  const saveRole = async () => {
    // The select offers staff roles only (a pending account's own role leaves the button disabled).
    if (!isStaffRole(role)) return;
    try {
      await setAccess.mutateAsync({ id: account.id, role });
      toast.success(t('dialog.roleSaved', { name: account.name, role: t(`admin:user.roles.${role}`) }));
      onClose();
    } catch (e) {
      toastFailure(t('dialog.roleFailed'), e, locale);
    }
  };
  const saveLink = async () => {
    try {
      await link.mutateAsync({ id: account.id, employeeId: employeeId || null });
      toast.success(t('dialog.employeeSaved'));
      onClose();
    } catch (e) {
      toastFailure(t('dialog.employeeFailed'), e, locale);
    }
  };
  const name = (e: { nameEn: string; nameAr: string }) => (locale === 'ar' ? e.nameAr : e.nameEn);
  const recordOptions = (records.data ?? []).map((e) => ({
    value: e.id,
    label: e.active ? name(e) : t('dialog.inactive', { name: name(e) }),
  }));
  if (account.employee && !recordOptions.some((o) => o.value === account.employee!.id))
    recordOptions.push({ value: account.employee.id, label: name(account.employee) });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title', { name: account.name })}
      description={account.email}
    >
      <Section title={t('dialog.roleSection')}>
        {pending ? (
          <p className="text-sm text-stone-700">{t('dialog.pendingNote')}</p>
        ) : manageable ? (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              className="min-w-44 flex-1"
              label={t('dialog.role', { name: account.name })}
              hideLabel
              value={role}
              onChange={(e) => setRole(e.target.value)}
              options={roles.map((r) => ({ value: r, label: t(`admin:user.roles.${r}`) }))}
            />
            <Button onClick={() => void saveRole()} disabled={role === account.role || setAccess.isPending}>
              {t('dialog.saveRole')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            {account.id === me.id ? t('dialog.ownAccount') : t('dialog.aboveYou')}
          </p>
        )}
      </Section>
      <Section title={t('dialog.employeeSection')}>
        <p className="mb-2 text-sm text-stone-600">{t('dialog.employeeHint')}</p>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            className="min-w-44 flex-1"
            label={t('dialog.employee', { name: account.name })}
            hideLabel
            value={employeeId}
            onChange={(e) => setEmployeeId(e.target.value)}
            options={[{ value: '', label: t('dialog.noEmployee') }, ...recordOptions]}
          />
          <Button
            variant="outline"
            onClick={() => void saveLink()}
            disabled={employeeId === (account.employee?.id ?? '') || link.isPending}
          >
            {t('dialog.saveEmployee')}
          </Button>
        </div>
      </Section>
      {manageable && !pending && (
        <Section title={t('dialog.accessSection')}>
          <div className="grid gap-2 sm:grid-cols-2">
            {account.disabled ? (
              <Button variant="outline" onClick={() => onAction(account, 'enable')}>
                <UserCheck aria-hidden="true" className="h-4 w-4" />
                {t('dialog.enable')}
              </Button>
            ) : (
              <Button variant="outline" className="text-red-700" onClick={() => onAction(account, 'disable')}>
                <UserX aria-hidden="true" className="h-4 w-4" />
                {t('dialog.disable')}
              </Button>
            )}
            <Button variant="outline" onClick={() => onAction(account, 'endSessions')}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {t('dialog.endSessions')}
            </Button>
            <Button
              variant="outline"
              className="sm:col-span-2"
              onClick={() => onAction(account, 'sendReset')}
            >
              <KeyRound aria-hidden="true" className="h-4 w-4" />
              {t('dialog.sendReset')}
            </Button>
          </div>
        </Section>
      )}
    </Dialog>
  );
}

import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import { Button } from '@/client/components/ui/button';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { StaffAccount, StaffAccountStatus } from '../../staff.schema';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1';
const STATUS_COLOURS: Record<StaffAccountStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  disabled: 'bg-stone-200 text-stone-800 ring-stone-300',
};
const ROLE_COLOURS: Record<StaffAccount['role'], string> = {
  owner: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  admin: 'bg-violet-100 text-violet-900 ring-violet-300',
  manager: 'bg-sky-100 text-sky-900 ring-sky-300',
  staff: 'bg-stone-100 text-stone-800 ring-stone-300',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** The list's columns: account, role, status, two-factor sign-in, last sign-in, employee record, Manage. */
export function useStaffAccountColumns(
  locale: Locale,
  meId: string | undefined,
  onManage: (a: StaffAccount) => void,
): Column<StaffAccount>[] {
  const { t } = useTranslation(['admin-staff-accounts', 'admin']);
  const employeeName = (e: NonNullable<StaffAccount['employee']>) => (locale === 'ar' ? e.nameAr : e.nameEn);
  return [
    column<StaffAccount>('account', t('columns.account'), (a) => (
      <span className="block min-w-44">
        <span className="block font-semibold text-stone-900">
          {a.name}
          {a.id === meId && (
            <span className="ms-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-700">
              {t('you')}
            </span>
          )}
        </span>
        <bdi dir="ltr" className="block text-xs break-all text-stone-600">
          {a.email}
        </bdi>
      </span>
    )),
    column<StaffAccount>('role', t('columns.role'), (a) => (
      <span data-role={a.role} className={`${BADGE} ${ROLE_COLOURS[a.role]}`}>
        {t(`admin:user.roles.${a.role}`)}
      </span>
    )),
    column<StaffAccount>('status', t('columns.status'), (a) => (
      <span data-status={a.status} className={`${BADGE} ${STATUS_COLOURS[a.status]}`}>
        {t(`statuses.${a.status}`)}
      </span>
    )),
    column<StaffAccount>('twoFactor', t('columns.twoFactor'), (a) =>
      a.twoFactorEnabled ? (
        <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-emerald-800">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {t('twoFactor.on')}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 whitespace-nowrap text-stone-600">
          <ShieldOff aria-hidden="true" className="h-4 w-4" />
          {t('twoFactor.off')}
        </span>
      ),
    ),
    column<StaffAccount>('lastSignIn', t('columns.lastSignIn'), (a) => (
      <span className="whitespace-nowrap text-stone-700">
        {a.lastSignInAt ? formatShopDateTime(a.lastSignInAt, locale) : t('never')}
      </span>
    )),
    column<StaffAccount>('employee', t('columns.employee'), (a) =>
      a.employee ? (
        <span className="text-stone-800">{employeeName(a.employee)}</span>
      ) : (
        <span className="text-stone-500">{t('notLinked')}</span>
      ),
    ),
    column<StaffAccount>(
      'actions',
      t('columns.actions'),
      (a) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('manageItem', { name: a.name })}
          onClick={() => onManage(a)}
        >
          {t('manage')}
        </Button>
      ),
      { className: 'w-px whitespace-nowrap' },
    ),
  ];
}

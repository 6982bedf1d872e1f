import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import { actionsColumn } from '@/client/components/admin/actions-column';
import type { RowActionHandlers } from '@/client/components/admin/row-actions';
import { formatShopDate } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { AdminEmployee } from '../../employees.schema';
import { EmployeeAvatar, EmployeeRoleBadge, EmployeeStatusBadge } from './employee-bits';
import { nameIn, otherName } from './employee-name';

/** The spec's columns: employee (photo, job title and department in the screen's language), contact, role, status, actions. */
/** A text in the screen's language, else in the other one (a title the owner wrote in one language only). */
const inLanguage = (en: string | null, ar: string | null, locale: Locale) =>
  locale === 'ar' ? ar || en : en || ar;

export function useEmployeeColumns(
  locale: Locale,
  actions: RowActionHandlers<AdminEmployee>,
): Column<AdminEmployee>[] {
  const { t } = useTranslation('admin-employees');
  return [
    column<AdminEmployee>('employee', t('columns.employee'), (e) => (
      <span className="flex min-w-48 items-center gap-3">
        <EmployeeAvatar name={nameIn(e, locale)} image={e.profileImage} />
        <span className="min-w-0">
          <span className="block font-semibold text-stone-900">{nameIn(e, locale)}</span>
          <span className="block text-xs text-stone-600">{otherName(e, locale)}</span>
          <span className="block text-xs text-stone-600">
            {[
              inLanguage(e.positionEn, e.positionAr, locale),
              inLanguage(e.departmentEn, e.departmentAr, locale),
            ]
              .filter(Boolean)
              .join(' · ') || t('noDepartment')}
            {/* `yyyy-MM-dd` reads as midnight UTC: the same day in the shop's zone (UTC+4, no DST). */}
            {e.hireDate && <> · {t('since', { date: formatShopDate(e.hireDate, locale) })}</>}
          </span>
        </span>
      </span>
    )),
    column<AdminEmployee>('contact', t('columns.contact'), (e) => (
      <span className="block">
        {e.email ? (
          <bdi dir="ltr" className="block text-stone-800">
            {e.email}
          </bdi>
        ) : (
          <span className="block text-stone-500">{t('noEmail')}</span>
        )}
        {e.phone ? (
          <bdi dir="ltr" className="block text-xs text-stone-600">
            {e.phone}
          </bdi>
        ) : (
          <span className="block text-xs text-stone-500">{t('noPhone')}</span>
        )}
      </span>
    )),
    column<AdminEmployee>('role', t('columns.role'), (e) => (
      <span className="flex flex-col items-start gap-1">
        <EmployeeRoleBadge role={e.role} />
        <span className="text-xs whitespace-nowrap text-stone-600">
          {t(`employmentTypes.${e.employmentType}`)}
        </span>
      </span>
    )),
    column<AdminEmployee>('status', t('columns.status'), (e) => <EmployeeStatusBadge status={e.status} />),
    actionsColumn<AdminEmployee>(
      t('columns.actions'),
      (e) => t('employeeLabel', { name: nameIn(e, locale) }),
      actions,
    ),
  ];
}

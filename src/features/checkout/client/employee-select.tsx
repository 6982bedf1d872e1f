import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/lib/use-locale';
import { useEmployees } from './checkout-api';

/**
 * Optional: the staff member who served the customer, names in the current language, in its
 * alphabetical order. Not shown when the shop has no active employees.
 */
export function EmployeeSelect({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const employees = useEmployees(locale);
  const nameOf = (e: { nameEn: string; nameAr: string }) => (locale === 'ar' ? e.nameAr : e.nameEn);
  // Already in this language's alphabetical order (the server sorts).
  const sorted = employees.data ?? [];
  const errorId = 'employee-error';
  // A shop that has set up no employees does not ask (the order is then credited to nobody).
  if (employees.data?.length === 0) return null;
  return (
    <div>
      <label
        htmlFor="employee"
        className="mb-1 flex items-baseline gap-2 text-sm font-semibold text-stone-800"
      >
        {t('fields.employee')}
        <span className="text-xs font-normal text-stone-600">({t('optional', { ns: 'common' })})</span>
      </label>
      <select
        id="employee"
        {...field}
        disabled={employees.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
      >
        <option value="">{t('employeeNone')}</option>
        {sorted.map((e) => (
          <option key={e.id} value={e.id}>
            {nameOf(e)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      {employees.isError && (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          {t('employeesFailed')}
          <Button variant="outline" size="sm" onClick={() => void employees.refetch()}>
            {t('actions.tryAgain', { ns: 'common' })}
          </Button>
        </div>
      )}
    </div>
  );
}

import { CreditCard, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PAYMENT_METHODS } from '@/common/domain';

const ICONS = { card: CreditCard, apple_pay: Smartphone } as const;

/** Card or Apple Pay: paid at the car, so this tells the staff what to bring. */
export function PaymentChoice({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('fields.payment')}</legend>
      <p className="mb-2 text-xs text-stone-600">{t('payAtCar')}</p>
      <div className="grid grid-cols-2 gap-3">
        {PAYMENT_METHODS.map((m) => {
          const Icon = ICONS[m];
          return (
            <label
              key={m}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white p-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700/40"
            >
              <input type="radio" value={m} {...field} className="accent-brand-700" />
              <Icon aria-hidden="true" className="h-5 w-5 text-stone-600" />
              {t(`payment.${m}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

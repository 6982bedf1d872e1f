import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { CheckoutFormInput } from '@/features/orders';
import { DEFAULT_PAYMENT_OPTIONS } from '@/features/payments';
import { usePaymentOptions } from '@/features/payments/client';
import { PaymentNote } from '@/features/payments/client';
import { PAYMENT_ICONS } from '@/features/payments/client';

/**
 * The ways to pay the shop offers now (its enabled gateways); paid at the car, so this tells the
 * staff what to bring. The server refuses a method switched off meanwhile; the list then refreshes.
 */
export function PaymentChoice({ form }: { form: UseFormReturn<CheckoutFormInput> }) {
  const { t } = useTranslation('checkout');
  const query = usePaymentOptions();
  const options = query.data?.methods ?? (query.isError ? DEFAULT_PAYMENT_OPTIONS : null);
  const chosen = form.watch('paymentMethod');
  const error = form.formState.errors.paymentMethod?.message;
  const { refetch } = query;

  // The default (card) or an earlier choice may not be offered: take the shop's first method.
  useEffect(() => {
    const first = options?.[0];
    if (first && !options.some((o) => o.method === chosen)) form.setValue('paymentMethod', first.method);
  }, [options, chosen, form]);
  useEffect(() => {
    if (error) void refetch();
  }, [error, refetch]);

  const field = form.register('paymentMethod', { onChange: () => form.clearErrors('paymentMethod') });
  return (
    <fieldset aria-describedby={error ? 'payment-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('fields.payment')}</legend>
      <p className="mb-2 text-xs text-stone-600">{t(chosen === 'online' ? 'payNowNote' : 'payAtCar')}</p>
      {options ? (
        // Two columns when wide; an odd last method takes the row, never a lone card beside a gap.
        <div className="grid gap-3 sm:grid-cols-2 sm:[&>*:last-child:nth-child(odd)]:col-span-2">
          {options.map(({ method, cards }) => {
            const Icon = PAYMENT_ICONS[method];
            return (
              <label
                key={method}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white p-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700/40"
              >
                <input type="radio" value={method} {...field} className="accent-brand-700" />
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-stone-600" />
                <span>
                  {t(`payment.${method}`)}
                  {method === 'online' ? (
                    <span className="block text-xs font-normal text-stone-600">{t('payNowMethods')}</span>
                  ) : (
                    cards &&
                    cards.length > 0 && (
                      <span className="block text-xs font-normal text-stone-600">
                        {cards.map((c) => t(`cards.${c}`)).join(' · ')}
                      </span>
                    )
                  )}
                </span>
              </label>
            );
          })}
        </div>
      ) : (
        <Skeleton className="h-14 w-full" />
      )}
      {chosen && <PaymentNote method={chosen} className="mt-3" />}
      {error && (
        <p id="payment-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

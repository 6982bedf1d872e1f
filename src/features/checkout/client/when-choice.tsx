import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopTime, shopDay } from '@/common/dates';
import type { CheckoutFormInput } from '@/features/orders';
import { useOrderSlots } from './checkout-api';

/**
 * When (decision 079): as soon as possible (today's estimate) or later, at one of the slots
 * offered for today and tomorrow (a full or closed one is not listed). Nothing when the shop does
 * not offer ordering for later. A slot the server refuses is said here, and the list refreshes.
 */
export function WhenChoice({ form }: { form: UseFormReturn<CheckoutFormInput> }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const err = useFieldMessage('checkout');
  const slots = useOrderSlots();
  const [later, setLater] = useState(false);
  const selectId = useId();
  const chosen = form.watch('scheduledFor');
  const error = form.formState.errors.scheduledFor?.message;
  const { refetch } = slots;
  const offered = (slots.data?.slots ?? []).filter((s) => s.offered);

  useEffect(() => {
    if (error) void refetch();
  }, [error, refetch]);
  // Later with no slot chosen (or one no longer offered): the first one offered.
  useEffect(() => {
    if (!later) return;
    // A refused slot leaves the list when it refreshes: the first offered takes its place, the message stays.
    if (!chosen || (slots.data && !offered.some((s) => s.start === chosen)))
      form.setValue('scheduledFor', offered[0]?.start ?? '');
  }, [later, chosen, offered, slots.data, form]);

  if (!slots.data?.enabled) return null;
  const today = shopDay();
  const days = [
    { key: 'today', list: offered.filter((s) => shopDay(new Date(s.start)) === today) },
    { key: 'tomorrow', list: offered.filter((s) => shopDay(new Date(s.start)) !== today) },
  ] as const;
  const choose = (isLater: boolean) => {
    setLater(isLater);
    form.clearErrors('scheduledFor');
    form.setValue('scheduledFor', isLater ? (offered[0]?.start ?? '') : '');
  };
  const field = form.register('scheduledFor', { onChange: () => form.clearErrors('scheduledFor') });
  const radio =
    'flex cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white p-3 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-700/40';
  return (
    <fieldset data-testid="when-choice">
      <legend className="mb-2 text-sm font-semibold text-stone-800">{t('when.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={radio}>
          <input
            type="radio"
            name="when"
            checked={!later}
            onChange={() => choose(false)}
            className="accent-brand-700"
          />
          {t('when.asap')}
        </label>
        <label className={radio}>
          <input
            type="radio"
            name="when"
            checked={later}
            onChange={() => choose(true)}
            className="accent-brand-700"
          />
          <span>
            {t('when.later')}
            <span className="block text-xs font-normal text-stone-600">{t('when.laterHint')}</span>
          </span>
        </label>
      </div>
      {later && (
        <div className="mt-3">
          {offered.length === 0 ? (
            <p className="text-sm text-stone-700">{t('when.noSlots')}</p>
          ) : (
            <div>
              <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-stone-800">
                {t('when.slot')}
              </label>
              <select
                id={selectId}
                {...field}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'slot-error' : undefined}
                className="min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 py-2"
              >
                {days.map(
                  ({ key, list }) =>
                    list.length > 0 && (
                      <optgroup key={key} label={t(`when.${key}`)}>
                        {list.map((s) => (
                          <option key={s.start} value={s.start}>
                            {formatShopTime(s.start, locale)}
                          </option>
                        ))}
                      </optgroup>
                    ),
                )}
              </select>
            </div>
          )}
          {error && (
            <p id="slot-error" role="alert" className="mt-2 text-sm text-red-700">
              {err(error)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

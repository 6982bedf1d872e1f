import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import { CURRENCIES } from '@/common/money';
import { toLatinDigits } from '@/common/text';
import {
  MAX_PARALLEL_ORDERS,
  MAX_SLOT_CAPACITY,
  MAX_SLOT_MINUTES,
  MIN_SLOT_MINUTES,
  MAX_UNPAID_DRINKS,
  MAX_RETENTION_DAYS,
  MIN_RETENTION_DAYS,
  type SettingsInput,
} from '../../settings.admin.schema';
import { HoursField } from './hours-field';
import { useAdminSlots } from '@/client/components/admin/admin-slots';
import { Section, Toggle } from './settings-fields';
import { useFieldError } from './use-field-error';

/** Dirhams as typed (Arabic digits and ٫ too) to fils; NaN when it is not an amount (the schema says so). */
function aedToFils(text: string): number {
  const typed = toLatinDigits(text).replace('٫', '.').trim();
  return /^\d{1,9}(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : Number.NaN;
}

/** Settings → Store: contact details, opening hours, money format, VAT, checkout rules, large orders. */
export function StoreTab() {
  const { SlotClosing } = useAdminSlots();
  const { t } = useTranslation('admin-settings');
  const { register, setValue, getValues } = useFormContext<SettingsInput>();
  const err = useFieldError();
  const separators = (list: string[]) =>
    list.map((v) => ({
      value: v,
      label: t(`money.sep.${v === '' ? 'none' : v === ' ' ? 'space' : v === ',' ? 'comma' : 'dot'}`),
    }));
  return (
    <div className="space-y-5">
      <Section title={t('contact.title')} description={t('contact.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('contact.phone')}
            type="tel"
            dir="ltr"
            required
            maxLength={30}
            error={err('contact.phone')}
            {...register('contact.phone')}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            dir="ltr"
            required
            maxLength={254}
            error={err('contact.email')}
            {...register('contact.email')}
          />
          <TextField
            label={t('contact.addressAr')}
            dir="rtl"
            lang="ar"
            required
            maxLength={300}
            error={err('contact.addressAr')}
            {...register('contact.addressAr')}
          />
          <TextField
            label={t('contact.addressEn')}
            dir="ltr"
            lang="en"
            required
            maxLength={300}
            error={err('contact.addressEn')}
            {...register('contact.addressEn')}
          />
        </div>
      </Section>
      <Section title={t('hours.section')} description={t('hours.description')}>
        <HoursField />
      </Section>
      <Section title={t('money.title')} description={t('money.description')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={t('money.currency')}
            options={CURRENCIES.map((c) => ({ value: c, label: t(`money.currencies.${c}`) }))}
            {...register('money.currency')}
          />
          <SelectField
            label={t('money.position')}
            options={[
              { value: 'before', label: t('money.before') },
              { value: 'after', label: t('money.after') },
            ]}
            {...register('money.position')}
          />
          <SelectField
            label={t('money.decimals')}
            options={[0, 1, 2, 3].map((n) => ({ value: String(n), label: String(n) }))}
            error={err('money.decimals')}
            {...register('money.decimals', { valueAsNumber: true })}
          />
          <SelectField
            label={t('money.thousandSeparator')}
            options={separators([',', '.', ' ', ''])}
            {...register('money.thousandSeparator')}
          />
          <SelectField
            label={t('money.decimalSeparator')}
            options={separators(['.', ','])}
            error={err('money.decimalSeparator')}
            {...register('money.decimalSeparator')}
          />
        </div>
      </Section>
      <Section title={t('tax.title')} description={t('tax.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('tax.rate')}
            inputMode="decimal"
            dir="ltr"
            required
            maxLength={6}
            defaultValue={String((getValues('tax.rateBp') ?? 0) / 100)}
            error={err('tax.rateBp')}
            // Shown in percent, stored in basis points (5 → 500); anything else fails validation.
            onChange={(e) => {
              const pct = e.target.value.trim();
              setValue(
                'tax.rateBp',
                /^\d{1,3}(\.\d{1,2})?$/.test(pct) ? Math.round(Number(pct) * 100) : Number.NaN,
                { shouldDirty: true },
              );
            }}
          />
          <TextField
            label={t('tax.trn')}
            hint={t('tax.trnHint')}
            inputMode="numeric"
            dir="ltr"
            maxLength={20}
            error={err('tax.trn')}
            {...register('tax.trn')}
          />
        </div>
        <Toggle label={t('tax.included')} hint={t('tax.includedHint')} checked disabled readOnly />
      </Section>
      <Section title={t('checkout.title')} description={t('checkout.description')}>
        <Toggle
          label={t('checkout.guestCheckout')}
          hint={t('checkout.guestHint')}
          {...register('checkout.guestCheckout')}
        />
        <Toggle
          label={t('checkout.requireTerms')}
          hint={t('checkout.termsHint')}
          {...register('checkout.requireTerms')}
        />
        <TextField
          label={t('checkout.termsUrl')}
          dir="ltr"
          placeholder="/terms"
          maxLength={500}
          error={err('checkout.termsUrl')}
          {...register('checkout.termsUrl')}
        />
      </Section>
      <Section title={t('largeOrders.title')} description={t('largeOrders.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('largeOrders.maxDrinks')}
            hint={t('largeOrders.maxDrinksHint')}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={1}
            max={MAX_UNPAID_DRINKS}
            required
            error={err('checkout.maxUnpaidDrinks')}
            {...register('checkout.maxUnpaidDrinks', { valueAsNumber: true })}
          />
          <TextField
            label={t('largeOrders.maxAmount')}
            hint={t('largeOrders.maxAmountHint')}
            inputMode="decimal"
            dir="ltr"
            required
            maxLength={12}
            defaultValue={String((getValues('checkout.maxUnpaidFils') ?? 0) / 100)}
            error={err('checkout.maxUnpaidFils')}
            // Shown in dirhams, stored in fils (1000 → 100000); anything else fails validation.
            onChange={(e) =>
              setValue('checkout.maxUnpaidFils', aedToFils(e.target.value), { shouldDirty: true })
            }
          />
        </div>
      </Section>
      <Section title={t('kitchen.title')} description={t('kitchen.description')}>
        <TextField
          label={t('kitchen.parallelOrders')}
          hint={t('kitchen.parallelHint')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          min={1}
          max={MAX_PARALLEL_ORDERS}
          required
          error={err('kitchen.parallelOrders')}
          {...register('kitchen.parallelOrders', { valueAsNumber: true })}
        />
      </Section>
      <Section title={t('arrival.title')} description={t('arrival.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['lat', 'lng'] as const).map((axis) => (
            <TextField
              key={axis}
              label={t(`arrival.${axis}`)}
              hint={axis === 'lat' ? t('arrival.positionHint') : undefined}
              inputMode="decimal"
              dir="ltr"
              maxLength={12}
              error={err(`arrival.${axis}`)}
              {...register(`arrival.${axis}`, {
                // Empty is "not set" (null); anything else a number, or the server says why not.
                setValueAs: (v: unknown) => {
                  const text = toLatinDigits(String(v ?? '')).trim();
                  return text === '' ? null : Number(text);
                },
              })}
            />
          ))}
        </div>
        <TextField
          label={t('arrival.startMinutes')}
          hint={t('arrival.startHint')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          min={1}
          max={30}
          required
          error={err('arrival.startMinutes')}
          {...register('arrival.startMinutes', { valueAsNumber: true })}
        />
      </Section>
      <Section title={t('slots.title')} description={t('slots.description')}>
        <Toggle label={t('slots.enabled')} hint={t('slots.enabledHint')} {...register('slots.enabled')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('slots.lengthMinutes')}
            hint={t('slots.lengthHint')}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={MIN_SLOT_MINUTES}
            max={MAX_SLOT_MINUTES}
            required
            error={err('slots.lengthMinutes')}
            {...register('slots.lengthMinutes', { valueAsNumber: true })}
          />
          <TextField
            label={t('slots.capacity')}
            hint={t('slots.capacityHint')}
            type="number"
            inputMode="numeric"
            dir="ltr"
            min={1}
            max={MAX_SLOT_CAPACITY}
            required
            error={err('slots.capacity')}
            {...register('slots.capacity', { valueAsNumber: true })}
          />
        </div>
        {SlotClosing && <SlotClosing />}
      </Section>
      <Section title={t('privacy.title')} description={t('privacy.description')}>
        <TextField
          label={t('privacy.retentionDays')}
          hint={t('privacy.retentionHint')}
          type="number"
          inputMode="numeric"
          dir="ltr"
          min={MIN_RETENTION_DAYS}
          max={MAX_RETENTION_DAYS}
          required
          error={err('privacy.retentionDays')}
          {...register('privacy.retentionDays', { valueAsNumber: true })}
        />
      </Section>
    </div>
  );
}

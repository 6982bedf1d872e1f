import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * "E-mail me when it's ready": off for a guest, a signed-in customer's last choice otherwise. The
 * whole row is the label, at least 44 px tall, so a thumb cannot miss it.
 */
export function NotifyReadyField({ field }: { field: UseFormRegisterReturn<'notifyReady'> }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-2">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          aria-describedby="notify-ready-hint"
          className="h-5 w-5 shrink-0 accent-brand-700"
          {...field}
        />
        {t('notifyReady')}
      </label>
      <p id="notify-ready-hint" className="ms-8 pb-1 text-xs text-stone-600">
        {t('notifyReadyHint')}
      </p>
    </div>
  );
}

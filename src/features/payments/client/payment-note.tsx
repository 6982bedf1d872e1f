import { useLocale } from '@/client/lib/use-locale';
import type { PaymentMethod } from '@/common/domain';
import { usePaymentOptions } from './payment-options-query';

/** The shop's instructions for paying by `method` (cash, bank transfer), when it has some. */
export function PaymentNote({ method, className = '' }: { method: PaymentMethod; className?: string }) {
  const locale = useLocale();
  const option = usePaymentOptions().data?.methods.find((o) => o.method === method);
  const text = option && (locale === 'ar' ? option.instructionsAr : option.instructionsEn);
  if (!text) return null;
  return (
    <p className={`whitespace-pre-line rounded-xl bg-stone-50 p-3 text-sm text-stone-700 ${className}`}>
      {text}
    </p>
  );
}

import { formatMoney } from '@/common/money';
import type { StoreInfo } from '@/features/settings';
import { AppError } from '@/server/lib/errors';

/** LRM on each side (ARABIC.md): a phone number or an amount keeps its order inside Arabic text. */
const ltr = (s: string) => `\u200E${s}\u200E`;

/**
 * Refuses an order paid at the car (every storefront order is unpaid when placed) that is larger
 * than Settings → Store → Large orders allows: more drinks than `maxUnpaidDrinks`, or a total
 * above `maxUnpaidFils`. 422 `order_too_large`, in both languages, asking the customer to call the
 * shop (on its number when the settings have one); nothing is written (decision 067).
 */
export function assertOrderSize(
  order: { drinks: number; totalFils: number },
  store: Pick<StoreInfo, 'checkout' | 'contact' | 'money'>,
): void {
  const { maxUnpaidDrinks, maxUnpaidFils } = store.checkout;
  if (order.drinks <= maxUnpaidDrinks && order.totalFils <= maxUnpaidFils) return;
  const phone = store.contact.phone.trim();
  const amount = {
    en: formatMoney(maxUnpaidFils, 'en', store.money),
    ar: formatMoney(maxUnpaidFils, 'ar', store.money),
  };
  throw new AppError(
    'order_too_large',
    422,
    { maxDrinks: maxUnpaidDrinks, maxFils: maxUnpaidFils, phone: phone || null },
    {
      en:
        `This order is larger than we can take online (at most ${maxUnpaidDrinks} drinks or ${amount.en} ` +
        `paid at the car). Please call the shop${phone ? ` on ${phone}` : ''} and we will prepare it for you.`,
      ar:
        `هذا الطلب أكبر مما نستقبله عبر الموقع (الحد الأقصى ${ltr(String(maxUnpaidDrinks))} من المشروبات أو ${ltr(amount.ar)} ` +
        `للدفع عند السيارة). يُرجى الاتصال بالمحل${phone ? ` على الرقم ${ltr(phone)}` : ''} وسنجهّزه لك.`,
    },
  );
}

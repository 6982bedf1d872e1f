import type { PaymentMethod } from '@/common/domain';

/** Words written into the dashboard's CSV rows, in the screen's language (headers stay as the spec's). */

export const TIME_LABELS = {
  en: {
    morning: 'Morning (06:00–12:00)',
    afternoon: 'Afternoon (12:00–18:00)',
    evening: 'Evening (18:00–24:00)',
  },
  ar: {
    morning: 'الصباح (06:00–12:00)',
    afternoon: 'بعد الظهر (12:00–18:00)',
    evening: 'المساء (18:00–24:00)',
  },
} as const;

/** The payment methods as the orders screen and the receipts name them. */
export const METHOD_LABELS: Record<'en' | 'ar', Record<PaymentMethod, string>> = {
  en: {
    card: 'Card',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    cash: 'Cash',
    bank_transfer: 'Bank transfer',
    online: 'Paid online',
  },
  ar: {
    card: 'بطاقة',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    cash: 'نقدًا',
    bank_transfer: 'تحويل بنكي',
    online: 'دفع إلكتروني',
  },
};

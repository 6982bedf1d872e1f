import type { PaymentMethod } from '@/common/domain';
import type { CsvColumn } from '@/server/lib/csv';

/** Words written into the dashboard's CSV rows, in the screen's language, and its bilingual headings. */

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

/** The English heading of the options report's share (its Arabic one has the Arabic percent sign). */
const SHARE_EN = 'Share (%)';

/** The reports' columns (the spec's, each with its Arabic heading). */
export const DASHBOARD_CSV_COLUMNS = {
  date: { en: 'Date', ar: 'التاريخ' },
  sales: { en: 'Sales', ar: 'المبيعات' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  orders: { en: 'Orders', ar: 'الطلبات' },
  method: { en: 'Payment Method', ar: 'طريقة الدفع' },
  product: { en: 'Product', ar: 'المنتج' },
  quantitySold: { en: 'Quantity Sold', ar: 'الكمية المبيعة' },
  revenue: { en: 'Revenue', ar: 'الإيرادات' },
  employee: { en: 'Employee', ar: 'الموظف' },
  totalSales: { en: 'Total Sales', ar: 'إجمالي المبيعات' },
  ordersCount: { en: 'Orders Count', ar: 'عدد الطلبات' },
  average: { en: 'Average Order Value', ar: 'متوسط قيمة الطلب' },
  period: { en: 'Period', ar: 'الفترة' },
  optionGroup: { en: 'Option Group', ar: 'مجموعة الخيارات' },
  option: { en: 'Option', ar: 'الخيار' },
  isDefault: { en: 'Default', ar: 'افتراضي' },
  withOption: { en: 'Items with Option', ar: 'أصناف طُلبت بهذا الخيار' },
  offered: { en: 'Items Offered the Group', ar: 'أصناف أُتيحت لها المجموعة' },
  share: { en: SHARE_EN, ar: 'النسبة (٪)' },
  optionsRevenue: { en: 'Options Revenue', ar: 'إيرادات الخيارات' },
} as const satisfies Record<string, CsvColumn>;

/** Yes and No of a report's cells. */
export const YES_NO = { en: { yes: 'Yes', no: 'No' }, ar: { yes: 'نعم', no: 'لا' } } as const;

import type { CancelReason, RefundReason } from '@/common/domain';
import type { Locale } from '@/common/locales';

/** Why a refund or a cancellation was made, as printed on a credit note and said to the customer. */
export const REASON_COPY: Record<Locale, Record<CancelReason | RefundReason, string>> = {
  en: {
    customer_request: 'At your request',
    out_of_stock: 'An item was out of stock',
    not_collected: 'The order was not collected',
    duplicate: 'A duplicate order',
    staff_error: 'Our mistake',
    wrong_item: 'Wrong item',
    quality: 'A problem with quality',
    missing_item: 'Missing item',
    overcharged: 'Overcharged',
    other: 'Other',
  },
  ar: {
    customer_request: 'بناءً على طلبك',
    out_of_stock: 'نفدت كمية أحد الأصناف',
    not_collected: 'لم يُستلم الطلب',
    duplicate: 'طلب مكرر',
    staff_error: 'خطأ من جهتنا',
    wrong_item: 'صنف غير صحيح',
    quality: 'مشكلة في الجودة',
    missing_item: 'صنف ناقص',
    overcharged: 'احتُسب مبلغ زائد',
    other: 'سبب آخر',
  },
};

/** The credit note's and the cancellation e-mail's wording in both languages. */
export const CREDIT_COPY = {
  en: {
    shopName: 'Aseer',
    creditNote: 'Tax Credit Note',
    cancelledInvoice: 'Cancelled — not a tax invoice',
    number: 'Credit note',
    date: 'Date',
    trn: 'TRN',
    customer: 'Customer',
    invoice: 'For invoice',
    invoiceDate: 'Invoice date',
    net: 'Amount without VAT',
    vat: 'VAT refunded',
    total: 'Total refunded',
    reason: 'Reason',
    method: 'Refunded by',
    cancels: 'The order was cancelled.',
    subject: (cn: string, order: string) => `Credit note ${cn} for your order ${order}`,
    intro: (order: string) => `We have refunded part or all of your order ${order}. Your credit note:`,
    cancelSubject: (order: string) => `Your order ${order} was cancelled`,
    cancelTitle: (order: string) => `Your order ${order} was cancelled`,
    cancelReason: 'Reason',
    cancelUnpaid: 'Nothing was charged for it.',
    cancelRefund: 'Everything you paid is refunded; your credit note comes in a separate e-mail.',
    cancelSorry: 'We are sorry. You are welcome to order again any time.',
  },
  ar: {
    shopName: 'عصير',
    creditNote: 'إشعار دائن ضريبي',
    cancelledInvoice: 'ملغى — ليس فاتورة ضريبية',
    number: 'رقم الإشعار',
    date: 'التاريخ',
    trn: 'رقم التسجيل الضريبي',
    customer: 'العميل',
    invoice: 'عن الفاتورة',
    invoiceDate: 'تاريخ الفاتورة',
    net: 'المبلغ دون ضريبة القيمة المضافة',
    vat: 'ضريبة القيمة المضافة المستردة',
    total: 'إجمالي المبلغ المسترد',
    reason: 'السبب',
    method: 'طريقة الاسترداد',
    cancels: 'أُلغي الطلب.',
    subject: (cn: string, order: string) => `إشعار دائن \u200E${cn}\u200E لطلبك \u200E${order}\u200E`,
    intro: (order: string) => `استُرد لك مبلغ من طلبك ${order}. إليك الإشعار الدائن:`,
    cancelSubject: (order: string) => `أُلغي طلبك \u200E${order}\u200E`,
    cancelTitle: (order: string) => `أُلغي طلبك ${order}`,
    cancelReason: 'السبب',
    cancelUnpaid: 'لم يُحتسب عليك أي مبلغ.',
    cancelRefund: 'استُرد كامل ما دفعته، وستصلك رسالة منفصلة بالإشعار الدائن.',
    cancelSorry: 'نعتذر منك، ويسعدنا طلبك مجددًا في أي وقت.',
  },
} as const satisfies Record<Locale, Record<string, unknown>>;

/** The reason the customer is told: staff's own note for "other" stays in the back office. */
export const customerReason = (reason: string | null): CancelReason | null =>
  reason && reason !== 'other' && reason in REASON_COPY.en ? (reason as CancelReason) : null;

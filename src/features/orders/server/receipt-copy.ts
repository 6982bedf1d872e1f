import type { PaymentMethod } from '@/common/domain';
import type { Locale } from '@/common/locales';
import type { PaymentState } from '@/common/payment-state';

/**
 * The receipt e-mail's wording in both languages: one place for the designed HTML and the plain
 * text. English as on the printed receipt and the storefront; Arabic as the shop writes it.
 */
export interface ReceiptCopy {
  shopName: string;
  /** The greeting around the customer's name: before it, after it. */
  greeting: [string, string];
  received: string;
  /** An order for later (decision 079): in place of `received`, with the time chosen. */
  scheduled: (time: string) => string;
  preview: (number: string, total: string) => string;
  arrivalTitle: string;
  arrival: string;
  track: string;
  orLink: string;
  /** Before the order page's link in the tax invoice e-mail. */
  orderPage: string;
  taxInvoice: string;
  /** The title of an order's document before it is paid (not a tax invoice yet: decision 063). */
  confirmation: string;
  /** Under the confirmation: when the tax invoice comes. */
  invoiceLater: string;
  /** The tax invoice e-mail's opening line (sent when the order is paid). */
  invoiceIntro: string;
  /** A credit note that reduced the invoice (its number follows). */
  creditNote: string;
  /** The heading of the credit notes listed on the invoice. */
  creditNotes: string;
  trn: string;
  phone: string;
  number: string;
  date: string;
  customer: string;
  carPlate: string;
  servedBy: string;
  item: string;
  qty: string;
  amount: string;
  /** A line's price with its options, under them. */
  unitPrice: string;
  /** The customer's note on a line. */
  note: string;
  subtotal: string;
  vat: (rate: number) => string;
  total: string;
  payment: string;
  /** When and how the customer pays (at the car; a transfer is shown there). */
  payNote: Record<PaymentMethod, string>;
  /** The payment's state as every document shows it (common/payment-state). */
  paymentStates: Record<PaymentState, string>;
  questions: string;
  methods: Record<PaymentMethod, string>;
  /** Shown above the second language's copy, in that language. */
  languageName: string;
}

export const RECEIPT_COPY: Record<Locale, ReceiptCopy> = {
  en: {
    shopName: 'Aseer',
    greeting: ['Thank you for your order at Aseer, ', '!'],
    received: 'We have your order and are getting it ready.',
    scheduled: (time) => `We have your order for ${time}: we start preparing it in time for you.`,
    preview: (number, total) => `Order ${number}: ${total}. Track it live, and tap I'm Here when you arrive.`,
    arrivalTitle: 'We bring it to your car',
    arrival: "When you arrive, open your order page and tap I'm Here: we bring your order to your car.",
    track: 'Track your order',
    orLink: 'Or open your order page:',
    orderPage: 'Your order page:',
    taxInvoice: 'Tax Invoice',
    confirmation: 'Order Confirmation',
    invoiceLater: 'This is not a tax invoice: we e-mail you the tax invoice once you have paid.',
    invoiceIntro: 'Here is the tax invoice for your order. Thank you!',
    creditNote: 'Credit note',
    creditNotes: 'Credit notes',
    trn: 'TRN',
    phone: 'Tel.',
    number: 'Order',
    date: 'Date',
    customer: 'Customer',
    carPlate: 'Car plate',
    servedBy: 'Served by',
    item: 'Item',
    qty: 'Qty',
    amount: 'Amount',
    unitPrice: 'Each',
    note: 'Note',
    subtotal: 'Total excluding VAT',
    vat: (rate) => `VAT ${rate}% (included)`,
    total: 'Total',
    payment: 'Payment',
    payNote: {
      card: 'You pay when we bring the order to your car.',
      apple_pay: 'You pay when we bring the order to your car.',
      google_pay: 'You pay when we bring the order to your car.',
      cash: 'You pay when we bring the order to your car.',
      bank_transfer: 'Show the transfer confirmation when we bring the order to your car.',
      online: 'Paid online.',
    },
    paymentStates: {
      unpaid: 'Unpaid',
      paid: 'Paid',
      partly_refunded: 'Partly refunded',
      refunded: 'Refunded',
      voided: 'Nothing to pay (cancelled)',
    },
    questions: 'Questions about your order? Call or write to us:',
    methods: {
      card: 'Card',
      apple_pay: 'Apple Pay',
      google_pay: 'Google Pay',
      cash: 'Cash',
      bank_transfer: 'Bank transfer',
      online: 'Paid online',
    },
    languageName: 'English',
  },
  ar: {
    shopName: 'عصير',
    greeting: ['شكرًا لطلبك من «عصير»، ', '!'],
    received: 'استلمنا طلبك، وسنبدأ تحضيره قريبًا.',
    scheduled: (time) => `استلمنا طلبك لموعد ${time}، وسنبدأ تحضيره ليكون جاهزًا في موعدك.`,
    preview: (number, total) => `طلبك ${number}: ${total}. تابعه مباشرةً، واضغط «وصلت» عند وصولك.`,
    arrivalTitle: 'نوصل طلبك إلى سيارتك',
    arrival: 'عند وصولك افتح صفحة طلبك واضغط «وصلت»، وسنحضر طلبك إلى سيارتك.',
    track: 'تتبّع طلبك',
    orLink: 'أو افتح صفحة طلبك:',
    orderPage: 'صفحة طلبك:',
    taxInvoice: 'فاتورة ضريبية',
    confirmation: 'تأكيد الطلب',
    invoiceLater: 'هذه ليست فاتورة ضريبية: نرسل إليك الفاتورة الضريبية بالبريد الإلكتروني بعد الدفع.',
    invoiceIntro: 'إليك الفاتورة الضريبية لطلبك. شكرًا لك!',
    creditNote: 'إشعار دائن',
    creditNotes: 'الإشعارات الدائنة',
    trn: 'رقم التسجيل الضريبي',
    phone: 'هاتف',
    number: 'رقم الطلب',
    date: 'التاريخ',
    customer: 'العميل',
    carPlate: 'رقم اللوحة',
    servedBy: 'الموظف',
    item: 'الصنف',
    qty: 'الكمية',
    amount: 'المبلغ',
    unitPrice: 'سعر الوحدة',
    note: 'ملاحظة',
    subtotal: 'الإجمالي دون ضريبة القيمة المضافة',
    vat: (rate) => `ضريبة القيمة المضافة ${rate}٪ (مشمولة)`,
    total: 'الإجمالي',
    payment: 'الدفع',
    payNote: {
      card: 'تدفع عند تسليم الطلب إلى سيارتك.',
      apple_pay: 'تدفع عند تسليم الطلب إلى سيارتك.',
      google_pay: 'تدفع عند تسليم الطلب إلى سيارتك.',
      cash: 'تدفع عند تسليم الطلب إلى سيارتك.',
      bank_transfer: 'أظهر إشعار التحويل عند تسليم الطلب إلى سيارتك.',
      online: 'دُفع إلكترونيًا.',
    },
    paymentStates: {
      unpaid: 'غير مدفوع',
      paid: 'مدفوع',
      partly_refunded: 'مُسترد جزئيًا',
      refunded: 'مُسترد',
      voided: 'لا مبلغ مستحق (ملغى)',
    },
    questions: 'لديك سؤال عن طلبك؟ اتصل بنا أو راسلنا:',
    methods: {
      card: 'بطاقة',
      apple_pay: 'Apple Pay',
      google_pay: 'Google Pay',
      cash: 'نقدًا',
      bank_transfer: 'تحويل بنكي',
      online: 'دفع إلكتروني',
    },
    languageName: 'العربية',
  },
};

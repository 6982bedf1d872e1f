import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from '@/common/money';
import { isTaxInvoice, paymentStateOf, type PaymentState } from '@/common/payment-state';
import { arabicNameInSentence } from '@/common/shop-name';
import type { StoreInfo } from '@/features/settings';
import type { OrderView } from '../orders.schema';
import { invoiceLine } from '../invoice-line';
import { RECEIPT_COPY, type ReceiptCopy } from './receipt-copy';

/** What the shop adds to an order's receipt. */
export interface ReceiptOptions {
  /** The language the order was placed in: its copy comes first (subject, preview, body). */
  locale?: Locale;
  money?: MoneyFormat;
  /** The shop's VAT registration number, or null while it has none. */
  trn?: string | null;
  /** The payment method's instructions from its gateway (cash, bank transfer), both languages. */
  instructions?: { en: string; ar: string } | null;
  /** The shop's address, phone and e-mail (Settings → Store, as in the storefront footer). */
  contact?: StoreInfo['contact'] | null;
  /** An absolute URL of the shop's logo (a PNG: Gmail and Outlook show no SVG). */
  logoUrl?: string | null;
  /** The shop's name in each language where the receipt names it (Settings → General), else the built-in ones. */
  shopName?: Record<Locale, string> | null;
}

/** One language's receipt, every value formatted: the HTML and the plain text read the same facts. */
export interface ReceiptFacts {
  lang: Locale;
  copy: ReceiptCopy;
  /** A tax invoice once the order is paid or handed over; an order confirmation before (decision 063). */
  taxInvoice: boolean;
  /** The document's title: «فاتورة ضريبية» / «تأكيد الطلب». */
  title: string;
  customerName: string;
  /** `#1042` */
  number: string;
  date: string;
  carPlate: string;
  servedBy: string | null;
  lines: {
    quantity: number;
    name: string;
    size: string;
    amount: string;
    /** The size's price, when some option has a price (base + options = the unit price). */
    base: string | null;
    /** The options listed on paper (see invoiceLine), each with its price when it has one. */
    options: { name: string; price: string | null }[];
    /** The unit price with its options, when some option has a price. */
    unit: string | null;
    note: string | null;
  }[];
  subtotal: string;
  vatLabel: string;
  vat: string;
  total: string;
  method: string;
  /** Paid, unpaid, partly refunded, refunded or voided (common/payment-state: one rule everywhere). */
  paymentState: PaymentState;
  paymentLabel: string;
  /** When and how to pay: only while the order is open and unpaid. */
  payNote: string | null;
  /** The credit notes that reduced it (`CN-0001`), oldest first. */
  creditNotes: string[];
  instructions: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  trn: string | null;
  trackingUrl: string;
}

export function receiptFacts(
  order: OrderView,
  trackingUrl: string,
  lang: Locale,
  opts: ReceiptOptions,
): ReceiptFacts {
  const base = RECEIPT_COPY[lang];
  // The owner's site title also in the greeting ("Thank you for your order at <title>, …").
  const own = opts.shopName?.[lang];
  let copy =
    own && own !== base.shopName
      ? {
          ...base,
          shopName: own,
          // the built-in name is in «» in an Arabic sentence (arabicNameInSentence); an owner's is not
          greeting: [
            base.greeting[0].replace(
              lang === 'ar' ? arabicNameInSentence(base.shopName) : base.shopName,
              own,
            ),
            base.greeting[1],
          ] as [string, string],
        }
      : base;
  // Ordered for later: the time chosen, in the sentence that says the order was received.
  if (order.scheduledFor)
    copy = { ...copy, received: copy.scheduled(formatShopDateTime(order.scheduledFor, lang)) };
  const money = opts.money ?? DEFAULT_MONEY_FORMAT;
  const price = (fils: number) => formatMoney(fils, lang, money);
  const ar = lang === 'ar';
  const contact = opts.contact ?? null;
  const paymentState = paymentStateOf(order);
  const taxInvoice = isTaxInvoice(order);
  return {
    lang,
    copy,
    taxInvoice,
    title: taxInvoice ? copy.taxInvoice : copy.confirmation,
    customerName: order.customerName,
    number: order.shortId,
    date: formatShopDateTime(order.createdAt, lang),
    carPlate: order.carPlate,
    servedBy: order.employee ? (ar ? order.employee.nameAr : order.employee.nameEn) : null,
    lines: order.items.map((it) => {
      const line = invoiceLine(it);
      return {
        quantity: it.quantity,
        name: ar ? it.nameAr : it.nameEn,
        size: ar ? it.sizeNameAr : it.sizeNameEn,
        amount: price(it.unitPriceFils * it.quantity),
        base: line.priced ? price(line.baseFils) : null,
        options: line.options.map((o) => ({
          name: ar ? o.nameAr : o.nameEn,
          price: o.priceFils > 0 ? price(o.priceFils) : null,
        })),
        unit: line.priced ? price(it.unitPriceFils) : null,
        note: it.note,
      };
    }),
    subtotal: price(order.totalFils - order.vatFils),
    vatLabel: copy.vat(order.vatRateBp / 100),
    vat: price(order.vatFils),
    total: price(order.totalFils),
    // Paid online: what paid, as the customer's statement shows it ("Apple Pay •••• 4242").
    method:
      order.paymentMethod === 'online' && order.online?.cardLast4
        ? `${copy.methods[order.online.wallet ?? 'card']} •••• ${order.online.cardLast4}`
        : copy.methods[order.paymentMethod],
    paymentState,
    paymentLabel: copy.paymentStates[paymentState],
    payNote:
      paymentState === 'unpaid' && order.status !== 'completed' && order.paymentMethod !== 'online'
        ? copy.payNote[order.paymentMethod]
        : null,
    creditNotes: order.creditNotes ?? [],
    instructions: opts.instructions?.[lang] || null,
    address: (ar ? contact?.addressAr : contact?.addressEn) || null,
    phone: contact?.phone || null,
    email: contact?.email || null,
    trn: opts.trn || null,
    trackingUrl,
  };
}

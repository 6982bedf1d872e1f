import { createElement } from 'react';
import { arabicNameInSentence } from '@/common/shop-name';
import { renderEmail } from '@/server/mail/render-email';
import { DEFAULT_LOCALE, type Locale } from '@/common/locales';
import type { MailMessage } from '@/server/mail/mailer';
import type { OrderView } from '../orders.schema';
import { ReceiptEmail } from './receipt-email-template';
import { receiptFacts, type ReceiptOptions } from './receipt-facts';
import { receiptText } from './receipt-text';
import { noLinks } from '@/server/mail/no-links';

export type { ReceiptOptions } from './receipt-facts';

/** The order's language first, then the other one. */
const languagesFor = (locale: Locale): [Locale, Locale] => (locale === 'en' ? ['en', 'ar'] : ['ar', 'en']);

/**
 * The order's e-mail: an order confirmation while it is unpaid (when it is placed), the tax invoice
 * once it is paid (decision 063). A designed HTML e-mail (react-email, rendered here on the server)
 * and its plain-text part, both holding the whole receipt in both languages, the order's language
 * first (subject too): logo, shop name, address, phone and TRN, the lines, the total before VAT,
 * the VAT, the total (in the shop's money format), the payment method and its instructions, the
 * car plate, "I'm Here" and the tracking button. User text is escaped by React.
 */
export async function receiptEmail(
  to: string,
  order: OrderView,
  trackingUrl: string,
  opts: ReceiptOptions = {},
): Promise<MailMessage> {
  const [firstLang, secondLang] = languagesFor(opts.locale ?? DEFAULT_LOCALE);
  // What the customer typed (name, line notes) is never a link in the shop's e-mail.
  order = {
    ...order,
    customerName: noLinks(order.customerName),
    items: order.items.map((it) => ({ ...it, note: it.note === null ? null : noLinks(it.note) })),
  };
  const first = receiptFacts(order, trackingUrl, firstLang, opts);
  const second = receiptFacts(order, trackingUrl, secondLang, opts);
  const html = await renderEmail(
    createElement(ReceiptEmail, { first, second, logoUrl: opts.logoUrl ?? null }),
  );
  const text = [receiptText(first), '—', receiptText(second)].join('\n\n');
  const name = (lang: Locale) => (lang === firstLang ? first : second).copy.shopName;
  const n = order.shortId;
  const subjects = first.taxInvoice
    ? {
        ar: `الفاتورة الضريبية لطلبك ${n} من ${arabicNameInSentence(name('ar'))}`,
        en: `Your ${name('en')} tax invoice ${n}`,
      }
    : {
        ar: `تأكيد طلبك ${n} من ${arabicNameInSentence(name('ar'))}`,
        en: `Your ${name('en')} order confirmation ${n}`,
      };
  return { to, subject: `${subjects[firstLang]} | ${subjects[secondLang]}`, text, html };
}

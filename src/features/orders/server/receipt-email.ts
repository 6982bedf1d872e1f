import { formatShopDateTime } from '@/common/dates';
import { isolate } from '@/common/text';
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from '@/common/money';
import { escapeHtml as esc } from '@/server/lib/html';
import type { MailMessage } from '@/server/mail/mailer';
import type { OrderView } from '../orders.schema';

const SIZE = { small: ['Small', 'صغير'], medium: ['Medium', 'وسط'], large: ['Large', 'كبير'] } as const;
const PAY = {
  card: ['Card', 'بطاقة'],
  apple_pay: ['Apple Pay', 'Apple Pay'],
  google_pay: ['Google Pay', 'Google Pay'],
  cash: ['Cash', 'نقدًا'],
  bank_transfer: ['Bank transfer (show the transfer confirmation)', 'تحويل بنكي (أظهر إشعار التحويل)'],
} as const;

/**
 * The receipt: both languages (Arabic first), items, total with the VAT it holds (in the shop's
 * money format), the shop's VAT registration number (TRN) when it has one, the tracking link.
 */
export function receiptEmail(
  to: string,
  order: OrderView,
  trackingUrl: string,
  shop: {
    money?: MoneyFormat;
    trn?: string | null;
    /** The payment method's instructions from its gateway (cash, bank transfer), both languages. */
    instructions?: { en: string; ar: string } | null;
  } = {},
): MailMessage {
  const { money = DEFAULT_MONEY_FORMAT, trn = null, instructions = null } = shop;
  const price = (fils: number, lang: 'ar' | 'en') => formatMoney(fils, lang, money);
  const vatPct = order.vatRateBp / 100;
  const block = (lang: 'ar' | 'en') => {
    const ar = lang === 'ar';
    const i = ar ? 1 : 0;
    const lines = order.items.map(
      (it) => `${it.quantity} × ${ar ? it.nameAr : it.nameEn} (${SIZE[it.size][i]}) — ${price(it.unitPriceFils * it.quantity, lang)}`,
    );
    const head = ar
      ? [`شكرًا لطلبك من عصير، ${order.customerName}!`, `رقم الطلب: ${order.shortId}`, `وقت الطلب: ${formatShopDateTime(order.createdAt, 'ar')}`, `لوحة السيارة: ${isolate(order.carPlate)}`]
      : [`Thank you for your order at Aseer, ${order.customerName}!`, `Order: ${order.shortId}`, `Placed: ${formatShopDateTime(order.createdAt, 'en')}`, `Car plate: ${isolate(order.carPlate)}`];
    const foot = ar
      ? [`الإجمالي: ${price(order.totalFils, 'ar')} (يشمل ضريبة القيمة المضافة ${vatPct}٪: ${price(order.vatFils, 'ar')})`, `الدفع: ${PAY[order.paymentMethod][1]}، عند تسليم الطلب إلى سيارتك.`, 'عند وصولك افتح هذا الرابط واضغط «وصلت»، وسنحضر طلبك إلى سيارتك. وتابع حالته مباشرةً:', trackingUrl]
      : [`Total: ${price(order.totalFils, 'en')} (VAT ${vatPct}% included: ${price(order.vatFils, 'en')})`, `Payment: ${PAY[order.paymentMethod][0]}, when we bring the order to your car.`, "When you arrive, open this link and tap I'm here: we bring your order to your car. Follow it live:", trackingUrl];
    if (instructions?.[lang]) foot.splice(2, 0, instructions[lang]);
    if (trn) head.push(ar ? `الرقم الضريبي للمتجر: ${trn}` : `Shop TRN (VAT registration): ${trn}`);
    return { head, lines, foot };
  };
  const ar = block('ar');
  const en = block('en');
  const text = [...ar.head, '', ...ar.lines, '', ...ar.foot, '', '—', '', ...en.head, '', ...en.lines, '', ...en.foot].join('\n');
  const htmlBlock = (b: ReturnType<typeof block>, lang: 'ar' | 'en', linkText: string) =>
    `<div dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}">${b.head.map((l) => `<p>${esc(l)}</p>`).join('')}<ul>${b.lines
      .map((l) => `<li>${esc(l)}</li>`)
      .join('')}</ul>${b.foot.slice(0, -2).map((l) => `<p>${esc(l)}</p>`).join('')}<p><a href="${esc(trackingUrl)}">${linkText}</a></p></div>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6">${htmlBlock(ar, 'ar', 'تتبّع طلبك')}<hr>${htmlBlock(en, 'en', 'Track your order')}</body></html>`;
  return { to, subject: `إيصال طلبك ${order.shortId} | Your Aseer receipt ${order.shortId}`, text, html };
}

import {
  MessageSquareQuote,
  Mail,
  PackageX,
  TriangleAlert,
  ReceiptText,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/common/money';
import { pick, type Locale } from '@/common/locales';
import { isolate } from '@/common/text';
import { namesOfKey } from '@/common/product-size';
import type { AdminNotification } from '../../notifications.schema';
import { adminHref } from '@/common/admin-paths';

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * A sold-out size's name as its notification stored it (migration 0025); one stored before sizes
 * had names has only the key of a built-in size, named as the shop named it then.
 */
function sizeName(d: AdminNotification['data'], locale: Locale): string {
  const own = str(locale === 'ar' ? d.sizeNameAr : d.sizeNameEn);
  return own || pick(namesOfKey(str(d.size)), 'name', locale);
}

export interface NotificationView {
  icon: LucideIcon;
  /** Icon colours: each kind its own. */
  tone: string;
  title: string;
  detail: string;
  /** Where it leads in the back office. */
  to: string;
}

/** A notification's text in the current language, from the data its trigger stored, and its link. */
export function notificationView(
  n: AdminNotification,
  t: TFunction<'admin-notifications'>,
  locale: Locale,
  /** The shop's money format (useFormatMoney); the default format when only the link is wanted. */
  money: (fils: number) => string = (fils) => formatMoney(fils, locale),
): NotificationView {
  const d = n.data;
  const product = str(locale === 'ar' ? d.productNameAr : d.productNameEn) || str(d.productNameEn);
  switch (n.kind) {
    case 'new_order':
      return {
        icon: ReceiptText,
        tone: 'bg-brand-50 text-brand-800',
        title: t('kinds.new_order.title', { number: isolate(`#${str(d.number)}`) }),
        detail: [
          str(d.customerName),
          d.carPlate ? isolate(str(d.carPlate)) : '',
          typeof d.totalFils === 'number' ? isolate(money(d.totalFils)) : '',
        ]
          .filter(Boolean)
          .join(' · '),
        to: adminHref('orders', {}, { search: { q: str(d.number) } }),
      };
    case 'new_review':
      return {
        icon: MessageSquareQuote,
        tone: 'bg-amber-50 text-amber-800',
        title: t('kinds.new_review.title', { rating: isolate(`${str(d.rating)}★`), product }),
        detail: t('kinds.new_review.detail', { name: str(d.customerName) }),
        to: adminHref('reviews'),
      };
    case 'new_message':
      return {
        icon: Mail,
        tone: 'bg-sky-50 text-sky-800',
        title: t('kinds.new_message.title', { name: str(d.name) }),
        detail: t('kinds.new_message.detail'),
        to: adminHref('inbox', {}, { search: { open: n.refId || undefined } }),
      };
    case 'staff_signup':
      return {
        icon: UserPlus,
        tone: 'bg-violet-50 text-violet-800',
        title: t('kinds.staff_signup.title', { name: str(d.name) }),
        detail: [d.email ? isolate(str(d.email)) : '', t('kinds.staff_signup.detail')]
          .filter(Boolean)
          .join(' · '),
        to: adminHref('employees'),
      };
    case 'payment_problem':
      return {
        icon: TriangleAlert,
        tone: 'bg-red-50 text-red-800',
        title: t('kinds.payment_problem.title', { number: isolate(`#${str(d.number)}`) }),
        detail: t('kinds.payment_problem.detail'),
        to: adminHref('orders', {}, { search: { q: str(d.number) } }),
      };
    case 'sold_out':
      return {
        icon: PackageX,
        tone: 'bg-red-50 text-red-800',
        title: d.size
          ? t('kinds.sold_out.titleSize', { product, size: sizeName(d, locale) })
          : t('kinds.sold_out.title', { product }),
        detail: t('kinds.sold_out.detail'),
        to: adminHref('products'),
      };
  }
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { OrderReceipt } from '../../orders.admin.schema';

/** The titles an order's paper carries, in both languages. */
type DocumentTitle = 'receipt.taxInvoice' | 'receipt.confirmation' | 'receipt.cancelled' | 'creditNote.title';

/** A label and its value on one line of a printed document (a `<dl>`'s row). */
export function DocumentRow({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-extrabold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-end">{children}</dd>
    </div>
  );
}

/**
 * The top of the receipt and of a credit note: the shop's registered name, address, phone and TRN
 * in the screen's language, then the document's title in that language with the other one under
 * it (the law asks for both on a tax document). `cancelled` marks a cancelled order's paper in red.
 */
export function DocumentHeader({
  shop,
  title,
  cancelled = false,
}: {
  shop: OrderReceipt['store'];
  title: DocumentTitle;
  cancelled?: boolean;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const locale = useLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <header className="text-center">
      <p className="text-2xl font-black" data-testid="shop-legal-name">
        {locale === 'ar' ? shop.legalNameAr : shop.legalNameEn}
      </p>
      <p className="mt-1 text-sm">{locale === 'ar' ? shop.addressAr : shop.addressEn}</p>
      <p className="text-sm">
        {t('receipt.phone')} <bdi dir="ltr">{shop.phone}</bdi>
      </p>
      {shop.trn && (
        <p className="text-sm">
          {t('receipt.trn')} <bdi dir="ltr">{shop.trn}</bdi>
        </p>
      )}
      <h1
        className={`mt-4 border-y border-dashed py-2 text-xl font-extrabold ${cancelled ? 'border-red-700 text-red-800' : 'border-stone-400'}`}
        data-testid="receipt-title"
      >
        {t(title)}
        <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'} className="block text-base font-bold">
          {i18n.t(title, { ns: 'admin-orders', lng: other })}
        </span>
      </h1>
    </header>
  );
}

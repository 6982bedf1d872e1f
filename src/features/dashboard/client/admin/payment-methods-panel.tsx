import { Banknote, CreditCard, Globe, Landmark, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Price } from '@/client/components/ui/price';
import { useLocale } from '@/client/lib/use-locale';
import type { PaymentMethod } from '@/common/domain';
import { formatCount } from '@/common/locales';
import type { MethodSales } from '../../dashboard.schema';
import { EmptyPanel } from './dashboard-panel';

const ICONS: Record<PaymentMethod, typeof CreditCard> = {
  card: CreditCard,
  apple_pay: Smartphone,
  google_pay: Smartphone,
  cash: Banknote,
  bank_transfer: Landmark,
  online: Globe,
};

/** The period's sales by payment method: orders, net sales and the VAT in them; largest first. */
export function PaymentMethodsList({ methods }: { methods: MethodSales[] }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  if (methods.length === 0) return <EmptyPanel text={t('methods.empty')} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((m) => {
        const Icon = ICONS[m.method];
        return (
          <li
            key={m.method}
            data-method={m.method}
            className="flex items-center gap-3 rounded-xl bg-stone-50 p-3"
          >
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-stone-900">{t(`methods.${m.method}`)}</span>
              <span className="block text-sm text-stone-600">
                {t('methods.orders', { count: m.orders, formatted: formatCount(m.orders, locale) })}{' '}
                <span aria-hidden="true">·</span>{' '}
                <span className="whitespace-nowrap">
                  {t('methods.vat')} <Price fils={m.vatFils} />
                </span>
              </span>
            </span>
            <Price fils={m.salesFils} className="font-bold text-stone-900" />
          </li>
        );
      })}
    </ul>
  );
}

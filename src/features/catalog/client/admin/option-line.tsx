import { ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Price } from '@/client/components/ui/price';
import type { Locale } from '@/common/locales';
import type { AdminOption } from '../../option-group.admin.views';
import { nameIn } from './product-name';
import { StatusBadge } from './status-badge';

const TAG = 'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** One option in the Options list: name, extra price, default, sold out, archived (with Restore). */
export function OptionLine({
  o,
  locale,
  onRestore,
}: {
  o: AdminOption;
  locale: Locale;
  onRestore?: () => void;
}) {
  const { t } = useTranslation('admin-catalog');
  return (
    <li className={`flex flex-wrap items-center gap-1.5 ${o.status === 'archived' ? 'text-stone-500' : ''}`}>
      <span className="font-semibold whitespace-nowrap">{nameIn(o, locale)}</span>
      {o.priceFils > 0 && (
        <span className="text-stone-700">
          +<Price fils={o.priceFils} />
        </span>
      )}
      {o.isDefault && <span className={`${TAG} bg-brand-100 text-brand-900`}>{t('options.default')}</span>}
      {o.soldOut && <span className={`${TAG} bg-stone-900 text-white`}>{t('products.soldOut')}</span>}
      {o.status === 'archived' && <StatusBadge status="archived" />}
      {o.status === 'archived' && onRestore && (
        <Button variant="ghost" size="sm" onClick={onRestore}>
          <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
          {t('options.restoreOption', { name: nameIn(o, locale) })}
        </Button>
      )}
    </li>
  );
}

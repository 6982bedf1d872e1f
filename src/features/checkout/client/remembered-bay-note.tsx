import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRememberedBay } from '@/features/orders/client';

/** At checkout after scanning a bay's code: the order will be brought to that bay. */
export function RememberedBayNote() {
  const { t } = useTranslation('checkout');
  const bay = useRememberedBay();
  if (!bay) return null;
  return (
    <p
      data-remembered-bay={bay.name}
      className="flex items-center gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sky-950"
    >
      <MapPin aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span>
        {t('atBay')} <bdi className="text-lg font-extrabold">{bay.name}</bdi>
      </span>
    </p>
  );
}

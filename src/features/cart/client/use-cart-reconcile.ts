import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/lib/toast';
import { useLocale } from '@/client/lib/use-locale';
import type { Menu } from '@/features/catalog';
import { hasCorrections, reconcileCart } from '../cart-reconcile';
import { cart } from './cart-store';

/** Each time the live menu arrives or changes, corrects the cart against it, with a notice. */
export function useCartReconcile(menu: Menu | undefined) {
  const { t } = useTranslation();
  const locale = useLocale();
  useEffect(() => {
    if (!menu || cart.get().length === 0) return;
    const before = cart.get();
    const { lines, corrections } = reconcileCart(before, menu);
    if (JSON.stringify(lines) !== JSON.stringify(before)) cart.replace(lines);
    if (hasCorrections(corrections)) {
      const parts = [];
      if (corrections.removed.length)
        parts.push(t('cart.correctedRemoved', { count: corrections.removed.length }));
      if (corrections.repriced.length)
        parts.push(t('cart.correctedRepriced', { count: corrections.repriced.length }));
      if (corrections.droppedOptions.length) {
        // "Honey (Mango Juice)": which option, on which drink.
        const names = corrections.droppedOptions.map(({ line, option }) =>
          locale === 'ar' ? `${option.nameAr} (${line.nameAr})` : `${option.nameEn} (${line.nameEn})`,
        );
        parts.push(t('cart.correctedOptions', { names: names.join(locale === 'ar' ? '، ' : ', ') }));
      }
      toast.info(t('cart.corrected'), { description: parts.join(' '), duration: 8000 });
    }
  }, [menu, t, locale]);
}

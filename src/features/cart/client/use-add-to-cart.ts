import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { MenuProduct, MenuSize } from '@/features/catalog';
import { toastAdded } from './added-toast';
import { cart } from './cart-store';

/** Puts a product in the chosen size into the cart and says so ("Mango Juice (Large) added"). */
export function useAddToCart() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (product: MenuProduct, size: MenuSize) => {
      cart.add({
        id: product.id,
        size: size.size,
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        priceFils: size.priceFils,
        image: product.image,
      });
      const name = locale === 'ar' ? product.nameAr : product.nameEn;
      const item = product.sizes.length > 1 ? `${name} (${t(`sizes.${size.size}`)})` : name;
      toastAdded(t('menu:added', { item }), t('menu:viewCart'));
    },
    [t, locale],
  );
}

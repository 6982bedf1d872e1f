import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { pick } from '@/common/locales';
import type { MenuProduct } from '@/features/catalog';
import type { ProductChoice } from '@/features/catalog/client';
import { cartItem } from '../cart-item';
import { toastAdded } from './added-toast';
import { cart } from './cart-store';

/** Puts a product in the chosen size, options and note into the cart and says so ("Mango Juice (Large) added"). */
export function useAddToCart() {
  const { t } = useTranslation(['common', 'menu']);
  const locale = useLocale();
  return useCallback(
    (product: MenuProduct, { size, options, note }: ProductChoice) => {
      cart.add(cartItem(product, size, options, note));
      const name = pick(product, 'name', locale);
      const item = product.sizes.length > 1 ? `${name} (${pick(size, 'name', locale)})` : name;
      toastAdded(t('menu:added', { item }), t('menu:viewCart'));
    },
    [t, locale],
  );
}

import { cart } from './cart-store';
import { lineSize } from '@/features/catalog/size-test-kit';

export const MANGO = '0b9f3c1e-5d4a-4f7e-9c2b-1a2b3c4d5e6f';
export const LEMON = '1c0a4d2f-6e5b-4a8f-8d3c-2b3c4d5e6f70';

/** The component tests' cart: two large Mango Juices (AED 18.00 each) and a small Lemon Mint (AED 9.50). */
export function fillSampleCart() {
  cart.clear();
  cart.add(
    {
      id: MANGO,
      ...lineSize('large'),
      nameEn: 'Mango Juice',
      nameAr: 'عصير مانجو',
      priceFils: 1800,
      image: null,
      options: [],
      note: null,
    },
    2,
  );
  cart.add({
    id: LEMON,
    ...lineSize('small'),
    nameEn: 'Lemon Mint',
    nameAr: 'ليمون بالنعناع',
    priceFils: 950,
    image: null,
    options: [],
    note: null,
  });
}

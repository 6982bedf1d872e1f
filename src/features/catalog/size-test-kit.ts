import { namesOfKey, type SizeSnapshot } from '@/common/product-size';
import type { MenuSize } from './catalog.schema';

/** A menu size for tests, its names left out: a built-in key's (Small, «صغير»…), else the key. */
export type TestSize = Omit<MenuSize, 'nameEn' | 'nameAr'> & Partial<Pick<MenuSize, 'nameEn' | 'nameAr'>>;

/** Menu sizes with their names: the ones given, else a built-in key's. */
export const menuSizes = (sizes: readonly TestSize[]): MenuSize[] =>
  sizes.map((s) => ({ ...namesOfKey(s.size), ...s }));

/** An order or cart line's size by its key, with a built-in key's names (as ordered). */
export const lineSize = (size: string): SizeSnapshot => {
  const { nameEn, nameAr } = namesOfKey(size);
  return { size, sizeNameEn: nameEn, sizeNameAr: nameAr };
};

import type { MenuProduct } from '@/features/catalog';

/** A menu product for the cart's rule tests: `Name <id>` / `اسم <id>`, one image per id. */
export const menuProduct = (id: string, sizes: MenuProduct['sizes'], soldOut = false): MenuProduct => ({
  id,
  categoryId: 'c',
  subcategoryId: null,
  nameEn: `Name ${id}`,
  nameAr: `اسم ${id}`,
  descriptionEn: '',
  descriptionAr: '',
  image: `/media/${id}.webp`,
  soldOut,
  featured: false,
  createdAt: '2026-01-01T00:00:00Z',
  sizes,
  optionGroupIds: [],
});

import type { Page } from '@playwright/test';
import type { MenuProduct } from '../src/features/catalog/catalog.schema';
import type { CartLine } from '../src/features/cart/cart-lines';
import { ORIGIN } from './account-helpers';
import { fetchMenu, t, type Lang } from './fixtures';
import { parsePlateText, type Plate } from '../src/common/plates';

/** Products that can be ordered in every size right now. */
export const orderable = (ps: MenuProduct[]) =>
  ps.filter((p) => !p.soldOut && p.sizes.length === 3 && p.sizes.every((s) => !s.soldOut));

/**
 * Puts lines in the saved cart before the app starts (adding through the menu is the cart
 * journey's job). Returns the lines and their total in fils.
 */
export async function fillCart(
  page: Page,
  picks: { index: number; size: 0 | 1 | 2; quantity: number }[],
  /** The server whose menu it is (a journey's own); the run's by default. */
  origin = '',
) {
  const products = orderable((await fetchMenu(page, origin)).products);
  const lines: CartLine[] = picks.map(({ index, size, quantity }) => {
    const p = products[index]!;
    const s = p.sizes[size]!;
    return {
      id: p.id,
      size: s.size,
      sizeNameEn: s.nameEn,
      sizeNameAr: s.nameAr,
      nameEn: p.nameEn,
      nameAr: p.nameAr,
      priceFils: s.priceFils,
      image: p.image,
      quantity,
      options: [],
      note: null,
    };
  });
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('e2e-cart-set')) {
      localStorage.setItem('cart', saved);
      sessionStorage.setItem('e2e-cart-set', '1');
    }
  }, JSON.stringify(lines));
  return { lines, totalFils: lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0) };
}

/** Staff helper (TEST_HOOKS): moves an order to another status through the order service. */
export async function setOrderStatus(page: Page, id: string, status: string) {
  const res = await page.request.patch(`/api/test/orders/${id}/status`, {
    headers: { Origin: ORIGIN },
    data: { status },
  });
  if (!res.ok()) throw new Error(`status change failed: ${res.status()} ${await res.text()}`);
}

/** A plate from its display form (`AD 5 12345`) for an API body; a typo fails the test at once. */
export function plateFrom(text: string): Plate {
  const plate = parsePlateText(text);
  if (!plate) throw new Error(`not a valid plate: ${text}`);
  return plate;
}

/** Types a plate at checkout as a customer does: the emirate, then the code and the number. */
export async function fillPlate(
  page: Page,
  lang: Lang,
  plate: { emirate: Plate['emirate']; code: string; number: string },
) {
  await page.getByLabel(t(lang, 'common:plate.emirate'), { exact: true }).selectOption(plate.emirate);
  await page.getByLabel(t(lang, 'common:plate.code'), { exact: true }).fill(plate.code);
  await page.getByLabel(t(lang, 'common:plate.number'), { exact: true }).fill(plate.number);
}

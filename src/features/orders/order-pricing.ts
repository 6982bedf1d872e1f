import { MAX_LINE_QUANTITY } from '@/common/limits';
import type { Size } from '@/common/domain';

export const VAT_RATE_BP = 500; // 5%, included in the prices

export interface RequestedLine {
  productId: string;
  size: Size;
  quantity: number;
}

/** What the catalogue says about a product, as loaded for pricing. */
export interface CatalogueProduct {
  id: string;
  nameEn: string;
  nameAr: string;
  active: boolean;
  soldOut: boolean;
  sizes: { size: Size; priceFils: number; soldOut: boolean }[];
}

export type LineProblem =
  'unknown_product' | 'inactive' | 'sold_out' | 'unknown_size' | 'size_sold_out' | 'quantity';

export interface PricedLine {
  productId: string;
  nameEn: string;
  nameAr: string;
  size: Size;
  unitPriceFils: number;
  quantity: number;
}

export type Pricing =
  | { ok: true; lines: PricedLine[]; totalFils: number; vatFils: number; vatRateBp: number }
  | { ok: false; problems: { index: number; code: LineProblem; productId: string; size: Size }[] };

/** The VAT contained in a VAT-inclusive amount. */
export const includedVat = (totalFils: number, rateBp = VAT_RATE_BP) =>
  Math.round((totalFils * rateBp) / (10_000 + rateBp));

/**
 * Prices an order from the catalogue alone: the browser says what and how many, never how much.
 * Lines for the same product and size are merged; every refused line is reported with its index.
 */
export function priceOrder(
  requested: RequestedLine[],
  catalogue: Map<string, CatalogueProduct>,
  vatRateBp = VAT_RATE_BP,
): Pricing {
  const problems: { index: number; code: LineProblem; productId: string; size: Size }[] = [];
  const merged = new Map<string, PricedLine & { index: number }>();
  requested.forEach((line, index) => {
    const p = catalogue.get(line.productId);
    const size = p?.sizes.find((s) => s.size === line.size);
    const problem: LineProblem | null = !p
      ? 'unknown_product'
      : !p.active
        ? 'inactive'
        : p.soldOut
          ? 'sold_out'
          : !size
            ? 'unknown_size'
            : size.soldOut
              ? 'size_sold_out'
              : null;
    if (problem || !p || !size) {
      problems.push({
        index,
        code: problem ?? 'unknown_product',
        productId: line.productId,
        size: line.size,
      });
      return;
    }
    const key = `${p.id}:${line.size}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY)
        problems.push({ index, code: 'quantity', productId: p.id, size: line.size });
      return;
    }
    merged.set(key, {
      index,
      productId: p.id,
      nameEn: p.nameEn,
      nameAr: p.nameAr,
      size: line.size,
      unitPriceFils: size.priceFils,
      quantity: line.quantity,
    });
  });
  if (problems.length) return { ok: false, problems };
  const lines = [...merged.values()].map(({ index: _index, ...l }) => l);
  const totalFils = lines.reduce((sum, l) => sum + l.unitPriceFils * l.quantity, 0);
  return { ok: true, lines, totalFils, vatFils: includedVat(totalFils, vatRateBp), vatRateBp };
}

import { MAX_LINE_QUANTITY } from '@/common/limits';
import type { OrderLineOption } from '@/common/order-line-option';
import { checkChoices, normaliseNote, optionsPriceFils, withOmittedDefaults } from '@/features/catalog';
import type { MenuOptionGroup, MenuSize, OptionProblemCode } from '@/features/catalog';

export const VAT_RATE_BP = 500; // 5%, included in the prices

export interface RequestedLine {
  productId: string;
  /** The size's key. */
  size: string;
  quantity: number;
  /** Option ids (none when absent). */
  options?: string[];
  note?: string | null;
}

/** What the catalogue says about a product, as loaded for pricing. */
export interface CatalogueProduct {
  id: string;
  nameEn: string;
  nameAr: string;
  active: boolean;
  soldOut: boolean;
  /** Its sizes (key, names, price), in the owner's order. */
  sizes: MenuSize[];
  /** The option groups it offers, with their active options. */
  optionGroups: MenuOptionGroup[];
}

export type LineProblem =
  | 'unknown_product'
  | 'inactive'
  | 'sold_out'
  | 'unknown_size'
  | 'size_sold_out'
  | 'quantity'
  | OptionProblemCode;

/** A refused line: which, why, and for an option, which group and option. */
export interface LineProblemDetail {
  index: number;
  code: LineProblem;
  productId: string;
  size: string;
  groupId?: string;
  optionId?: string;
}

export interface PricedLine {
  productId: string;
  nameEn: string;
  nameAr: string;
  /** The size's key, and its names as they are now (the order line keeps them). */
  size: string;
  sizeNameEn: string;
  sizeNameAr: string;
  /** The size's price plus its options'. */
  unitPriceFils: number;
  quantity: number;
  options: OrderLineOption[];
  note: string | null;
}

export type Pricing =
  | { ok: true; lines: PricedLine[]; totalFils: number; vatFils: number; vatRateBp: number }
  | { ok: false; problems: LineProblemDetail[] };

/** The VAT contained in a VAT-inclusive amount. */
export const includedVat = (totalFils: number, rateBp = VAT_RATE_BP) =>
  Math.round((totalFils * rateBp) / (10_000 + rateBp));

/**
 * Prices an order from the catalogue alone: the browser says what and how many, never how much.
 * Options are checked against the product's groups (offered, not sold out, within each group's
 * number of choices, required ones chosen) and their prices added to the unit price. Lines for
 * the same product, size, options and note are merged; every refused line is reported with its
 * index (and, for an option, its group and option).
 */
export function priceOrder(
  requested: RequestedLine[],
  catalogue: Map<string, CatalogueProduct>,
  vatRateBp = VAT_RATE_BP,
): Pricing {
  const problems: LineProblemDetail[] = [];
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
    const choice = checkChoices(p.optionGroups, withOmittedDefaults(p.optionGroups, line.options ?? []));
    if (!choice.ok) {
      for (const o of choice.problems) problems.push({ index, productId: p.id, size: line.size, ...o });
      return;
    }
    const note = normaliseNote(line.note);
    const options: OrderLineOption[] = choice.chosen.map(({ group, option }) => ({
      groupId: group.id,
      groupNameEn: group.nameEn,
      groupNameAr: group.nameAr,
      optionId: option.id,
      nameEn: option.nameEn,
      nameAr: option.nameAr,
      priceFils: option.priceFils,
      isDefault: option.isDefault,
    }));
    const key = JSON.stringify([p.id, line.size, options.map((o) => o.optionId), note]);
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
      size: size.size,
      sizeNameEn: size.nameEn,
      sizeNameAr: size.nameAr,
      unitPriceFils: size.priceFils + optionsPriceFils(choice.chosen),
      quantity: line.quantity,
      options,
      note,
    });
  });
  if (problems.length) return { ok: false, problems };
  const lines = [...merged.values()].map(({ index: _index, ...l }) => l);
  const totalFils = lines.reduce((sum, l) => sum + l.unitPriceFils * l.quantity, 0);
  return { ok: true, lines, totalFils, vatFils: includedVat(totalFils, vatRateBp), vatRateBp };
}

import {
  checkChoices,
  optionsPriceFils,
  withOmittedDefaults,
  type ChosenOption,
  type Menu,
  type MenuOptionGroup,
  type MenuProduct,
  type MenuSize,
} from '@/features/catalog';
import type { CartItem, CartLineOption } from './cart-lines';

/** The snapshot a line keeps of its chosen options, in the groups' order. */
export const lineOptions = (chosen: readonly ChosenOption[]): CartLineOption[] =>
  chosen.map(({ group, option }) => ({
    id: option.id,
    groupId: group.id,
    nameEn: option.nameEn,
    nameAr: option.nameAr,
    priceFils: option.priceFils,
    isDefault: option.isDefault,
  }));

/** A product in a size with its options and note, priced as one unit (size + options). */
export function cartItem(
  product: MenuProduct,
  size: MenuSize,
  chosen: readonly ChosenOption[],
  note: string | null,
): CartItem {
  return {
    id: product.id,
    size: size.size,
    sizeNameEn: size.nameEn,
    sizeNameAr: size.nameAr,
    nameEn: product.nameEn,
    nameAr: product.nameAr,
    priceFils: size.priceFils + optionsPriceFils(chosen),
    image: product.image,
    options: lineOptions(chosen),
    note,
  };
}

/** The groups a product offers, from the menu, in order. */
export function groupsOf(menu: Menu, product: MenuProduct): MenuOptionGroup[] {
  const byId = new Map(menu.optionGroups.map((g) => [g.id, g]));
  return product.optionGroupIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A saved choice against today's groups: options no longer offered (or sold out) are dropped and
 * named; a group left with nothing takes its default. `chosen` is null when the line cannot be
 * made any more (a required group without a default, a changed limit).
 */
export function rechoose(
  groups: readonly MenuOptionGroup[],
  optionIds: readonly string[],
): { chosen: ChosenOption[] | null; dropped: string[] } {
  const offered = new Set(groups.flatMap((g) => g.options.filter((o) => !o.soldOut).map((o) => o.id)));
  const dropped = optionIds.filter((id) => !offered.has(id));
  const kept = optionIds.filter((id) => offered.has(id));
  const checked = checkChoices(groups, withOmittedDefaults(groups, kept));
  return { chosen: checked.ok ? checked.chosen : null, dropped };
}

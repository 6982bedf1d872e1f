import { useQuery } from '@tanstack/react-query';
import type { Menu, MenuOptionGroup, MenuProduct } from '../catalog.schema';
import { menuQuery } from './menu-query';

/**
 * The option groups a product offers, from the menu (already loaded wherever products show: the
 * products came from it). Undefined while the menu loads; none for a product without groups.
 */
export function useProductGroups(product: MenuProduct): MenuOptionGroup[] | undefined {
  const needed = product.optionGroupIds.length > 0;
  const { data } = useQuery({ ...menuQuery, enabled: needed, select: (menu: Menu) => menu.optionGroups });
  if (!needed) return [];
  if (!data) return undefined;
  const byId = new Map(data.map((g) => [g.id, g]));
  return product.optionGroupIds.flatMap((id) => byId.get(id) ?? []);
}

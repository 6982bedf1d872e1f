import { createContext, useContext } from 'react';
import type { MenuProduct, MenuSize } from '../catalog.schema';

/** What the Add button does with the chosen product and size. */
export type AddProduct = (product: MenuProduct, size: MenuSize) => void;

const AddProductContext = createContext<AddProduct | null>(null);

/**
 * The catalog shows products and asks for them to be added; the cart, which the app shell hands
 * in here, keeps them. So the catalog never imports the cart (the cart reads the menu).
 */
export const AddProductProvider = AddProductContext;

export function useAddProduct(): AddProduct {
  const add = useContext(AddProductContext);
  if (!add)
    throw new Error('A product card needs an AddProductProvider above it (the store layout gives one).');
  return add;
}

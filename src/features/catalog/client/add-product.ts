import { createContext, useContext } from 'react';
import type { MenuProduct, MenuSize } from '../catalog.schema';
import type { ChosenOption } from '../option-rules';

/** What the customer chose in the product's sheet (or the one size of a product without options). */
export interface ProductChoice {
  size: MenuSize;
  /** The chosen options, in the groups' order (checked by `checkChoices`). */
  options: ChosenOption[];
  /** The note for the shop, tidied (`normaliseNote`); null without one. */
  note: string | null;
}

/** What the Add button does with the chosen product, size, options and note. */
export type AddProduct = (product: MenuProduct, choice: ProductChoice) => void;

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

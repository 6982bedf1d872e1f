/** The product's sheet is not needed for the first screen: its code arrives just after (see ProductGrid). */
export const loadProductSheet = () => import('./product-sheet');

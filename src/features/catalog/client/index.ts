export { AddProductProvider } from './add-product';
export type { AddProduct, ProductChoice } from './add-product';
export { CategorisedMenu } from './categorised-menu';
export { CategoryBar } from './category-bar';
export { loadProductSheet } from './load-product-sheet';
export { menuQuery, useCatalogLiveUpdates, useMenu } from './menu-query';
export { MenuToolbar } from './menu-toolbar';
export { ProductGrid, ProductGridSkeleton } from './product-grid';
export type { SheetInitial } from './product-sheet';

export { SizeSchema } from './catalog.schema';
export type { Menu, MenuProduct, MenuSize, Size } from './catalog.schema';
export { filtersFromParams, isDefaultFilters, searchProducts } from './menu-search';
export type { MenuFilters } from './menu-search';
export { menuSections } from './menu-sections';

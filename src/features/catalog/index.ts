export type { Menu, MenuOption, MenuOptionGroup, MenuProduct, MenuSize } from './catalog.schema';
export { filtersFromParams, isDefaultFilters, searchProducts } from './menu-search';
export type { MenuFilters } from './menu-search';
export { menuSections } from './menu-sections';
export {
  checkChoices,
  defaultChoices,
  MAX_LINE_NOTE,
  normaliseNote,
  optionsPriceFils,
  withOmittedDefaults,
} from './option-rules';
export type { ChosenOption, OptionProblem, OptionProblemCode } from './option-rules';

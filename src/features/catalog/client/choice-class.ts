/** A choice in the product's sheet (a size or an option): a 48 px row, marked when chosen or sold out. */
export const CHOICE_CLASS =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-4 py-2 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700 has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:opacity-60 has-disabled:hover:border-stone-300';

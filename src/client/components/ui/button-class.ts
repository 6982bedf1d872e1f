const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-600',
  accent: 'bg-citrus-700 text-white hover:bg-citrus-800 disabled:bg-stone-300 disabled:text-stone-600',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:opacity-50',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:opacity-50',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A button's classes, for a link or a label drawn as a button. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

/**
 * `row`: a compact row at every width (the menu). `card`: a row on a phone, a picture card from
 * 640 px (the home page's featured products).
 */
export type ProductLayout = 'row' | 'card';

/** Each layout's classes for the card's parts (the grid's skeletons use them too). */
export const LAYOUT = {
  row: { article: '', image: 'sm:size-28', body: '', button: '' },
  card: {
    article: 'sm:flex-col sm:items-stretch sm:gap-0 sm:p-0',
    image: 'sm:aspect-square sm:size-auto sm:w-full sm:rounded-none',
    body: 'sm:px-4 sm:pt-3',
    button: 'sm:m-4 sm:mt-3',
  },
} as const;

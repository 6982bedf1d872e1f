/**
 * `row`: a compact row at every width (the menu). `card`: a row on a phone, a picture card from
 * 640 px (the home page's featured products).
 */
export type ProductLayout = 'row' | 'card';

/**
 * Each layout's classes for the card's parts (the grid's skeletons use them too). `offscreen`: a
 * menu row off the screen is neither laid out nor painted until it nears it (`content-visibility`),
 * held at a row's usual height (its picture's, within its padding: 88 px on a phone, 112 px from
 * 640 px). The menu's fifty rows of Arabic and Latin text were most of a phone's work around the
 * first paint (decision 087). Before a scroll to a place every row is laid out (lay-out.ts).
 */
export const LAYOUT = {
  row: {
    article: '',
    image: 'sm:size-28',
    body: '',
    button: '',
    offscreen:
      '[content-visibility:auto] [html[data-laid-out]_&]:[content-visibility:visible] [contain-intrinsic-block-size:auto_88px] sm:[contain-intrinsic-block-size:auto_112px]',
  },
  card: {
    article: 'sm:flex-col sm:items-stretch sm:gap-0 sm:p-0',
    image: 'sm:aspect-square sm:size-auto sm:w-full sm:rounded-none',
    body: 'sm:px-4 sm:pt-3',
    button: 'sm:m-4 sm:mt-3',
    offscreen: '',
  },
} as const;

import { withTexts } from '@/client/lib/page-texts';

/**
 * The product's sheet is not needed for the first screen: its code arrives just after (see
 * ProductGrid), with its texts in the visitor's language.
 */
export const loadProductSheet = withTexts(() => import('./product-sheet'), ['options']);

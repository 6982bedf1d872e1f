/** The size sheet is not needed for the first screen: its code arrives just after (see ProductGrid). */
export const loadSizeSheet = () => import('./size-sheet');

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars of a rating in halves: 3.5 is full, full, full, half, empty. */
export function starFills(rating: number): StarFill[] {
  return [1, 2, 3, 4, 5].map((i) => (rating >= i ? 'full' : rating >= i - 0.5 ? 'half' : 'empty'));
}

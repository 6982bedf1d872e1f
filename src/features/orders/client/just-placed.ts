/**
 * What checkout hands the order page in the router's state when it has just been placed: the page
 * then opens with the thank-you. The browser keeps it across a reload of that history entry; the
 * header's link, the receipt's link and the profile open the page without it.
 */
export interface JustPlacedState {
  justPlaced: { accountCreated: boolean };
}

/** The just-placed note in the router's state, or null when the page was opened otherwise. */
export function justPlacedOf(state: unknown): JustPlacedState['justPlaced'] | null {
  const placed = (state as Partial<JustPlacedState> | null)?.justPlaced;
  return placed && typeof placed.accountCreated === 'boolean' ? placed : null;
}

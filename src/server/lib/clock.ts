/*
 * The server's "now" for the rules that wait for a time (orders for later, decision 079). Tests
 * move it (the `/api/test/clock` hook, only with TEST_HOOKS=1, or `setTestClock` in API tests) so a
 * journey sees a scheduled order start without waiting; it keeps ticking from where it was set.
 */
let offsetMs = 0;

/** Now, as the server's rules see it. */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);

/** Tests only: the clock reads `at` now and runs on from there; null puts it back to the real time. */
export function setTestClock(at: Date | null): void {
  offsetMs = at ? at.getTime() - Date.now() : 0;
}

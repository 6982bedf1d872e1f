/** How long after the app has started the page counts as settled. */
const SETTLE_MS = 3000;

/**
 * Runs `run` once the page has settled (a few seconds after the app started, then when the browser
 * is idle), so code the first screen does not need never competes with it for a phone's network
 * or processor. A first tap or key runs `early` at once (by default `run` itself), in case what
 * `run` prepares is about to be wanted. Returns what cancels it (an effect's clean-up).
 */
export function whenSettled(run: () => void, early: () => void = run): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: 4000 });
      cancelIdle = () => cancelIdleCallback(id);
    } else run();
  };
  const timer = setTimeout(idle, SETTLE_MS);
  const events = ['pointerdown', 'keydown'] as const;
  for (const e of events) addEventListener(e, early, { once: true, passive: true });
  return () => {
    clearTimeout(timer);
    cancelIdle();
    for (const e of events) removeEventListener(e, early);
  };
}

import { Suspense, type ReactNode } from 'react';

/** While the first page hydrates: settles in the task after the one that hydrates the page. */
let pending: Promise<void> | null = null;
/** Parts kept for later (not hydrated yet), and who waits for them. */
let waiting = false;
let onAllHydrated: (() => void) | null = null;

/**
 * Called just before the first page is hydrated (main.tsx). What `HydrateLater` wraps is then
 * hydrated in the next task rather than in this one: two shorter tasks instead of one long one,
 * so a phone can paint and answer a tap in between (decision 026).
 */
export function startHydration() {
  pending = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    pending = null;
    // A part left before it was hydrated (the page went elsewhere) is waited for no longer.
    setTimeout(() => {
      if (waiting) {
        waiting = false;
        onAllHydrated?.();
      }
    }, 0);
  });
}

/**
 * Called just after hydrating: null when the whole page is hydrated already, else a promise that
 * settles right after the parts kept for later are (before any effect of the page has run).
 */
export function laterPartsHydrated(): Promise<void> | null {
  return !waiting ? null : new Promise((resolve) => (onAllHydrated = resolve));
}

function Later({ children }: { children: ReactNode }) {
  if (pending) {
    // Suspending while hydrating keeps the server's markup on screen, untouched, until then.
    waiting = true;
    throw pending;
  }
  if (waiting) {
    // Every part kept for later resumes in this one render, committed before the next microtask.
    waiting = false;
    queueMicrotask(() => onAllHydrated?.());
  }
  return children;
}

/** For the journeys' hydration check (hydration-check.ts): this is where a part is kept for later. */
Later.hydratesLater = true;

/**
 * Its child keeps the server's markup through the first hydration and is hydrated in the task
 * after. On the server, and for a page drawn later in the browser, it renders at once. The child
 * must render exactly one element, never nothing: Preact keeps the first element it finds for a
 * suspended part, so a part with no markup would take its next sibling's. Its boundary also
 * catches what suspends inside it later: a lazy child needs a Suspense of its own (as the
 * product card's size sheet has), or the whole part would blank while it loads.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}

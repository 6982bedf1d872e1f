import { Suspense, type ReactNode } from 'react';

/**
 * When each part kept for later is hydrated: one task per stage, in this order, after the task
 * that hydrates the rest of the page (decision 026, then 028). The header comes first (it is
 * what a visitor taps first), then the page's own later parts (stages from `page` up to just
 * before `footer`, in the page's order), the footer last. A stage with no part on the page takes
 * no task.
 */
export const HYDRATE_STAGE = { header: 1, page: 2, footer: 10 } as const;

/** The stages hydrated so far: every stage, except while the server's page is being hydrated. */
let released = Infinity;
/** Each stage's parts wait for this promise (made when a part of the stage first waits). */
const stages = new Map<number, { promise: Promise<void>; resolve: () => void }>();
/** From just before the first page is hydrated until it is all hydrated, later parts included. */
let hydrating = false;
let onAllHydrated: (() => void) | null = null;
/** Who waits for the whole page to be hydrated (serverPageHydrated). */
let waiters: (() => void)[] = [];

function stage(n: number) {
  let s = stages.get(n);
  if (!s) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    stages.set(n, (s = { promise, resolve }));
  }
  return s;
}

/** The page is all hydrated (idempotent). */
function finish() {
  if (!hydrating) return;
  hydrating = false;
  released = Infinity;
  for (const s of stages.values()) s.resolve();
  stages.clear();
  onAllHydrated?.();
  onAllHydrated = null;
  // In a task of its own: what waits redraws after the last stage, not in the same task.
  const waiting = waiters;
  waiters = [];
  if (waiting.length) setTimeout(() => waiting.forEach((w) => w()), 0);
}

/**
 * Settles once the server's page is all hydrated, in a task after the last stage's (at once when
 * it is, or when there was none). What only the browser knows (the saved cart) is drawn after it:
 * drawn between stages, it could change what a part hydrated later renders (a move to another
 * page changes the footer's current link), and Preact keeps the server's attributes while it
 * hydrates a part, so the part would keep them.
 */
export function serverPageHydrated(): Promise<void> {
  return hydrating ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
}

/**
 * Hydrates the next stage that has parts waiting, in a task of its own. Its parts render in this
 * task (Preact's render queue runs in a microtask); the one after it, a task later. When none is
 * left (all hydrated, or their page was left before they were), the page is all hydrated.
 */
function releaseNext() {
  const next = Math.min(...[...stages.keys()].filter((n) => n > released));
  if (!Number.isFinite(next)) return finish();
  released = next;
  stages.get(next)!.resolve();
  setTimeout(releaseNext, 0);
}

/**
 * True while the server's page is being hydrated (its later parts included): only then is what a
 * component finds in the document the server's markup for it. A page drawn later in the browser
 * (a client-side move) renders while the page it replaces is still in the document.
 */
export const isHydratingServerPage = () => hydrating;

/** Whether the parts of `stage` are hydrated (or render at once): for the journeys' hydration check. */
export const isStageHydrated = (n: number) => n <= released;

/**
 * Called just before the first page is hydrated (main.tsx). What `HydrateLater` wraps is then
 * hydrated in later tasks, one per stage, rather than in this one: shorter tasks instead of one
 * long one, so a phone can paint and answer a tap in between.
 */
export function startHydration() {
  hydrating = true;
  released = 0;
  setTimeout(releaseNext, 0);
}

/**
 * Called just after hydrating: null when the whole page is hydrated already, else a promise that
 * settles right after the last part kept for later is (before any effect of it has run).
 */
export function laterPartsHydrated(): Promise<void> | null {
  return !hydrating || stages.size === 0 ? null : new Promise((resolve) => (onAllHydrated = resolve));
}

function Later({ children, stage: n }: { children: ReactNode; stage: number }) {
  if (n > released) {
    // Suspending while hydrating keeps the server's markup on screen, untouched, until then.
    throw stage(n).promise;
  }
  if (hydrating && n === Math.max(...stages.keys())) {
    // The last stage: its parts resume in this one render, committed before the next microtask.
    queueMicrotask(finish);
  }
  return children;
}

/** For the journeys' hydration check (hydration-check.ts): this is where a part is kept for later. */
Later.hydratesLater = true;

/**
 * Its child keeps the server's markup through the first hydration and is hydrated a task or more
 * after (its `stage`). On the server, and for a page drawn later in the browser, it renders at
 * once. The child must render exactly one element, never nothing: Preact keeps the first element
 * it finds for a suspended part, so a part with no markup would take its next sibling's. Its
 * boundary also catches what suspends inside it later: a lazy child needs a Suspense of its own
 * (as the product card's size sheet has), or the whole part would blank while it loads.
 */
export function HydrateLater({ children, stage = HYDRATE_STAGE.page }: { children: ReactNode; stage?: number }) {
  return (
    <Suspense fallback={null}>
      <Later stage={stage}>{children}</Later>
    </Suspense>
  );
}

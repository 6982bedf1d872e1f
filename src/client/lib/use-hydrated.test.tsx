// @vitest-environment happy-dom
import { act, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

// React's act() flushes each render, the deferred one included.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Each render's value, in order.
let seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  seen = [];
  document.body.innerHTML = '';
});

it('is false on the server', () => {
  expect(renderToString(<Probe />)).toBe('<p>server</p>');
});

it('hydrates as the server drew it, then turns true in a deferred render, not in the synchronous one', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  document.body.append(container);
  seen = [];
  const onRecoverableError = vi.fn();
  await act(async () => {
    // As the app starts (shell/main.tsx).
    startTransition(() => void (root = hydrateRoot(container, <Probe />, { onRecoverableError })));
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.textContent).toBe('browser');
  // Hydration; the re-render useSyncExternalStore forces at once (synchronous: one long task on
  // a phone), still false; then the deferred one, drawn in slices, true.
  expect(seen).toEqual([false, false, true]);
});

it('is true from the first render of a page mounted in the browser', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<Probe />);
  });
  expect(seen).toEqual([true]);
  expect(container.textContent).toBe('browser');
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled';

beforeEach(() => {
  vi.useFakeTimers();
  // The browser's idle callback: run on the next turn of the (fake) clock.
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, 50));
  vi.stubGlobal('cancelIdleCallback', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('runs once the page has settled: not while it starts, then when the browser is idle', () => {
  const run = vi.fn();
  whenSettled(run);
  vi.advanceTimersByTime(2900);
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(200);
  expect(run).toHaveBeenCalledTimes(1);
});

it('a first tap or key runs the early step at once, once', () => {
  const run = vi.fn();
  const early = vi.fn();
  whenSettled(run, early);
  window.dispatchEvent(new Event('pointerdown'));
  window.dispatchEvent(new Event('keydown'));
  window.dispatchEvent(new Event('pointerdown'));
  expect(early).toHaveBeenCalledTimes(2); // once per kind of event
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(4000);
  expect(run).toHaveBeenCalledTimes(1);
});

it('without an early step, a first tap runs the step itself', () => {
  const run = vi.fn();
  whenSettled(run);
  window.dispatchEvent(new Event('pointerdown'));
  expect(run).toHaveBeenCalledTimes(1);
});

it('cancelled (the page left before it settled), nothing runs', () => {
  const run = vi.fn();
  const cancel = whenSettled(run);
  vi.advanceTimersByTime(3000); // settled, waiting for idle time
  cancel();
  window.dispatchEvent(new Event('pointerdown'));
  vi.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled();
});

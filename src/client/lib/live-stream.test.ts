import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LIVE_RETRY_MS, openLiveStream } from './live-stream';

/** The browser's EventSource as far as this needs: listeners, readyState, close. */
class FakeSource extends EventTarget {
  static CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  /** The server answered: `ready` (200) or an error status (the browser closes the source for good). */
  answer(ok: boolean) {
    if (ok) {
      this.readyState = 1;
      this.dispatchEvent(new MessageEvent('ready', { data: '' }));
    } else {
      this.readyState = FakeSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    }
  }
}

beforeEach(() => {
  FakeSource.made = [];
  vi.stubGlobal('EventSource', FakeSource);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: the pause is exactly 15 s, 30 s, …
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('opens a refused stream again after a pause that doubles, and runs ready again to catch up', () => {
  const ready = vi.fn();
  const close = openLiveStream('/api/catalog/events', { ready });
  FakeSource.made[0]!.answer(false); // 429: the browser gives up on this one
  vi.advanceTimersByTime(LIVE_RETRY_MS.first - 1);
  expect(FakeSource.made).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(FakeSource.made).toHaveLength(2);
  FakeSource.made[1]!.answer(false); // still busy: twice the pause
  vi.advanceTimersByTime(LIVE_RETRY_MS.first * 2);
  expect(FakeSource.made).toHaveLength(3);
  FakeSource.made[2]!.answer(true);
  expect(ready).toHaveBeenCalledTimes(1);
  close();
  expect(FakeSource.made[2]!.readyState).toBe(FakeSource.CLOSED);
});

it('leaves a dropped connection to the browser (it reconnects by itself), and stops once closed', () => {
  const onError = vi.fn();
  const close = openLiveStream('/api/admin/orders/events', {}, onError);
  const first = FakeSource.made[0]!;
  first.readyState = 0; // connecting again: the browser's own reconnection
  first.dispatchEvent(new Event('error'));
  vi.advanceTimersByTime(LIVE_RETRY_MS.max);
  expect(FakeSource.made).toHaveLength(1);
  expect(onError).toHaveBeenCalledTimes(1);
  first.answer(false);
  close();
  vi.advanceTimersByTime(LIVE_RETRY_MS.max);
  expect(FakeSource.made).toHaveLength(1);
});

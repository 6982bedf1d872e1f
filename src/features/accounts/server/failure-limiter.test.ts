import { describe, expect, it } from 'vitest';
import { createFailureLimiter } from './failure-limiter';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createFailureLimiter', () => {
  it('blocks a key after `limit` failures within the window, and only that key', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 3, windowMs: 60_000, now: c.now });
    for (let i = 0; i < 2; i++) limiter.fail('a');
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.blockedFor('a')).toBe(60_000);
    expect(limiter.blockedFor('b')).toBe(0);
  });

  it('lets the key try again once the window has passed since the blocking failures', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 2, windowMs: 10_000, now: c.now });
    limiter.fail('a');
    c.advance(4_000);
    limiter.fail('a');
    expect(limiter.blockedFor('a')).toBe(6_000); // the first failure leaves the window in 6 s
    c.advance(5_999);
    expect(limiter.blockedFor('a')).toBe(1);
    c.advance(1);
    expect(limiter.blockedFor('a')).toBe(0);
    // one failure is still inside the window: one more blocks again
    limiter.fail('a');
    expect(limiter.blockedFor('a')).toBe(4_000);
  });

  it('slides: failures spread wider than the window never block', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 3, windowMs: 1_000, now: c.now });
    for (let i = 0; i < 10; i++) {
      limiter.fail('a');
      c.advance(600);
      expect(limiter.blockedFor('a')).toBe(0);
    }
  });

  it('forgets a key on clear and when its failures expire', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 1, windowMs: 1_000, now: c.now });
    limiter.fail('a');
    limiter.clear('a');
    expect(limiter.blockedFor('a')).toBe(0);
    limiter.fail('b');
    expect(limiter.size).toBe(1);
    c.advance(1_000);
    expect(limiter.blockedFor('b')).toBe(0);
    expect(limiter.size).toBe(0);
  });

  it('keeps memory bounded: expired keys are swept when many are tracked', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 5, windowMs: 1_000, now: c.now, maxKeys: 100 });
    for (let i = 0; i < 100; i++) limiter.fail(`k${i}`);
    c.advance(1_000);
    limiter.fail('fresh');
    expect(limiter.size).toBe(1);
  });

  it('counts the failures still in the window, and clears the keys a test accepts', () => {
    const c = clock();
    const limiter = createFailureLimiter({ limit: 3, windowMs: 1_000, now: c.now });
    limiter.fail('a\n1');
    c.advance(500);
    limiter.fail('a\n1');
    limiter.fail('a\n2');
    limiter.fail('b\n1');
    expect(limiter.count('a\n1')).toBe(2);
    c.advance(500);
    expect(limiter.count('a\n1')).toBe(1);
    expect(limiter.clearMatching((k) => k.startsWith('a\n')).sort()).toEqual(['a\n1', 'a\n2']);
    expect(limiter.count('a\n2')).toBe(0);
    expect(limiter.count('b\n1')).toBe(1);
  });
});

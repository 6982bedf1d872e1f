import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { DATABASE_ENGINES } from '@/server/testing/each-database-test-kit';
import { migratedDatabase } from '@/server/testing/migrated-database-test-kit';
import { createFailureLimiter } from './failure-limiter';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

let named = 0;

for (const engine of DATABASE_ENGINES) {
  describe(`createFailureLimiter (${engine.name})`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await migratedDatabase(engine, 'failures');
    });
    afterAll(() => database.close());

    /** A limiter of its own name (the tests share one database); `twin` counts under the same name. */
    const make = (limit: number, windowMs: number, now: () => number) => {
      const name = `test-${named++}`;
      const limiter = createFailureLimiter({ db: database.db, name, limit, windowMs, now });
      const twin = createFailureLimiter({ db: database.db, name, limit, windowMs, now });
      return { limiter, twin };
    };

    it('blocks a key after `limit` failures within the window, and only that key', async () => {
      const c = clock();
      const { limiter } = make(3, 60_000, c.now);
      for (let i = 0; i < 2; i++) expect(await limiter.fail('a')).toBe(0);
      expect(await limiter.blockedFor('a')).toBe(0);
      expect(await limiter.fail('a')).toBe(60_000);
      expect(await limiter.blockedFor('a')).toBe(60_000);
      expect(await limiter.blockedFor('b')).toBe(0);
    });

    it('lets the key try again once the window has passed since the blocking failures', async () => {
      const c = clock();
      const { limiter } = make(2, 10_000, c.now);
      await limiter.fail('a');
      c.advance(4_000);
      await limiter.fail('a');
      expect(await limiter.blockedFor('a')).toBe(6_000); // the first failure leaves the window in 6 s
      c.advance(5_999);
      expect(await limiter.blockedFor('a')).toBe(1);
      c.advance(1);
      expect(await limiter.blockedFor('a')).toBe(0);
      // one failure is still inside the window: one more blocks again
      await limiter.fail('a');
      expect(await limiter.blockedFor('a')).toBe(4_000);
    });

    it('slides: failures spread wider than the window never block', async () => {
      const c = clock();
      const { limiter } = make(3, 1_000, c.now);
      for (let i = 0; i < 10; i++) {
        await limiter.fail('a');
        c.advance(600);
        expect(await limiter.blockedFor('a')).toBe(0);
      }
    });

    it('counts the failures of every limiter of the same name (another process) as one', async () => {
      const c = clock();
      const { limiter, twin } = make(4, 60_000, c.now);
      await limiter.fail('a');
      await twin.fail('a');
      await limiter.fail('a');
      expect(await twin.count('a')).toBe(3);
      expect(await twin.fail('a')).toBe(60_000);
      expect(await limiter.blockedFor('a')).toBe(60_000);
      // A limiter of another name counts apart.
      expect(await make(4, 60_000, c.now).limiter.count('a')).toBe(0);
    });

    it('loses no failure when many are counted at once', async () => {
      const c = clock();
      const { limiter, twin } = make(50, 60_000, c.now);
      await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? limiter : twin).fail('a')));
      expect(await limiter.count('a')).toBe(40);
    });

    it('forgets a key on clear, and when its failures expire', async () => {
      const c = clock();
      const { limiter } = make(1, 1_000, c.now);
      await limiter.fail('a');
      await limiter.clear('a');
      expect(await limiter.blockedFor('a')).toBe(0);
      await limiter.fail('b');
      c.advance(1_000);
      expect(await limiter.blockedFor('b')).toBe(0);
      expect(await limiter.count('b')).toBe(0);
    });

    it('counts the failures still in the window, and clears the keys of a prefix', async () => {
      const c = clock();
      const { limiter } = make(3, 1_000, c.now);
      await limiter.fail('a\n1');
      c.advance(500);
      await limiter.fail('a\n1');
      await limiter.fail('a\n2');
      await limiter.fail('b\n1');
      await limiter.fail('a_\n1'); // `_` is no wildcard
      expect(await limiter.count('a\n1')).toBe(2);
      c.advance(500);
      expect(await limiter.count('a\n1')).toBe(1);
      expect((await limiter.clearPrefix('a\n')).sort()).toEqual(['a\n1', 'a\n2']);
      expect(await limiter.count('a\n2')).toBe(0);
      expect(await limiter.count('b\n1')).toBe(1);
      expect(await limiter.count('a_\n1')).toBe(1);
    });
  });
}

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DATABASE_ENGINES } from '../testing/each-database-test-kit';
import { migratedDatabase } from '../testing/migrated-database-test-kit';
import { clientIp, limitPerClient } from './rate-limit';
import { databaseRateStore } from './rate-limit-store';

let database: Database;
beforeAll(async () => {
  database = await migratedDatabase(DATABASE_ENGINES[0]!, 'ratelimit');
});
afterAll(() => database.close());
let named = 0;

function appWith(trustedHops: number) {
  const app = new Hono();
  app.use(
    '/limited',
    limitPerClient({ db: database.db, env: { TRUST_PROXY: trustedHops } }, `t${named++}`, 2, 60_000),
  );
  app.get('/limited', (c) => c.json({ ip: clientIp(c, trustedHops) }));
  app.get('/ip', (c) => c.json({ ip: clientIp(c, trustedHops) }));
  return app;
}

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const ipSeen = async (app: Hono, forwarded: string) =>
  ((await (await app.request('/ip', from(forwarded))).json()) as { ip: string }).ip;

describe('per-address limits', () => {
  it('ignore a self-declared X-Forwarded-For unless a proxy is trusted', async () => {
    const app = appWith(0);
    expect(await (await app.request('/limited', from('1.2.3.4'))).json()).toEqual({ ip: 'unknown' });
    // Changing the header does not buy a fresh allowance.
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
    const third = await app.request('/limited', from('9.9.9.9'));
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('count each address our proxy appended on its own behind a trusted proxy', async () => {
    const app = appWith(1);
    expect(await (await app.request('/limited', from('1.2.3.4'))).json()).toEqual({ ip: '1.2.3.4' });
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(200);
    expect((await app.request('/limited', from('1.2.3.4'))).status).toBe(429);
    expect((await app.request('/limited', from('5.6.7.8'))).status).toBe(200);
  });

  it('are not dodged by writing addresses in front of the one the proxy appended', async () => {
    const app = appWith(1);
    // The client wrote "6.6.6.<n>, "; the proxy appended the address it saw: 7.7.7.7.
    for (let n = 0; n < 2; n++)
      expect((await app.request('/limited', from(`6.6.6.${n}, 7.7.7.7`))).status).toBe(200);
    expect((await app.request('/limited', from('6.6.6.99, 7.7.7.7'))).status).toBe(429);
  });

  it('count an IPv6 client by its /64: one host holds every address of its network', async () => {
    const app = appWith(1);
    expect((await app.request('/limited', from('2001:db8:1:2::1'))).status).toBe(200);
    expect((await app.request('/limited', from('2001:db8:1:2::abcd'))).status).toBe(200);
    // Another address of the same /64, never seen before: the same client.
    expect((await app.request('/limited', from('2001:db8:1:2:ffff:1:2:3'))).status).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await app.request('/limited', from('2001:db8:1:3::1'))).status).toBe(200);
  });
});

describe('the client address behind TRUST_PROXY hops', () => {
  it('one hop: the rightmost entry, whatever the client wrote before it', async () => {
    const app = appWith(1);
    expect(await ipSeen(app, '1.2.3.4')).toBe('1.2.3.4');
    expect(await ipSeen(app, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await ipSeen(app, '6.6.6.6,1.2.3.4 ')).toBe('1.2.3.4');
    expect(await ipSeen(app, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('two hops: the second from the right (what the outer proxy saw)', async () => {
    const app = appWith(2);
    expect(await ipSeen(app, '6.6.6.6, 1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
    expect(await ipSeen(app, '1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
  });

  it('fewer entries than hops: the leftmost, since only our proxies wrote them', async () => {
    expect(await ipSeen(appWith(3), '1.2.3.4, 10.0.0.5')).toBe('1.2.3.4');
  });

  it('no header, an empty one or an entry that is not an address: the socket (none in-process)', async () => {
    const app = appWith(1);
    expect(((await (await app.request('/ip')).json()) as { ip: string }).ip).toBe('unknown');
    expect(await ipSeen(app, ' , ')).toBe('unknown');
    expect(await ipSeen(app, '1.2.3.4, <script>')).toBe('unknown');
  });
});

for (const engine of DATABASE_ENGINES) {
  describe(`the limits' store in the database (${engine.name})`, () => {
    let shared: Database;
    beforeAll(async () => {
      shared = await migratedDatabase(engine, 'ratestore');
    });
    afterAll(() => shared.close());

    it('counts the hits of two processes (two apps on one database) as one', async () => {
      const app = () => {
        const a = new Hono();
        a.use('/limited', limitPerClient({ db: shared.db, env: { TRUST_PROXY: 1 } }, 'shared', 3, 60_000));
        a.get('/limited', (c) => c.text('ok'));
        return a;
      };
      const [one, two] = [app(), app()];
      expect((await one.request('/limited', from('1.2.3.4'))).status).toBe(200);
      expect((await two.request('/limited', from('1.2.3.4'))).status).toBe(200);
      expect((await one.request('/limited', from('1.2.3.4'))).status).toBe(200);
      expect((await two.request('/limited', from('1.2.3.4'))).status).toBe(429);
      expect((await one.request('/limited', from('1.2.3.4'))).status).toBe(429);
      expect((await one.request('/limited', from('5.6.7.8'))).status).toBe(200);
    });

    it('starts a new window once the old one ended, and counts concurrent hits exactly', async () => {
      let t = 5_000_000;
      const store = databaseRateStore(shared.db, 'window', 1_000, () => t);
      const hits = await Promise.all(Array.from({ length: 20 }, () => store.increment('k')));
      expect(hits.map((h) => h.totalHits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(hits[0]!.resetTime?.getTime()).toBe(5_001_000);
      t += 999;
      expect((await store.increment('k')).totalHits).toBe(21);
      t += 1;
      const fresh = await store.increment('k');
      expect(fresh).toEqual({ totalHits: 1, resetTime: new Date(5_002_000) });
      await store.decrement('k');
      expect((await store.get!('k'))?.totalHits).toBe(0);
      await store.resetKey('k');
      expect(await store.get!('k')).toBeUndefined();
      // Another limit's name counts apart.
      expect((await databaseRateStore(shared.db, 'other', 1_000, () => t).increment('k')).totalHits).toBe(1);
    });
  });
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { placeCashOrder } from '@/features/orders/server/order-test-kit';
import { loadPageRenderer } from '../page-renderer';
import { serveClient } from '../static-client';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { fakeClientDist } from '../testing/spawned-server-test-kit';
import { callAs, signInAs } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';

describeOnEachDatabase('personal answers are never stored by a cache (Cache-Control: no-store)', (engine) => {
  let server: TestServer;
  let customer: Awaited<ReturnType<typeof signInAs>>;
  let manager: Awaited<ReturnType<typeof signInAs>>;
  let order: Awaited<ReturnType<typeof placeCashOrder>>;
  beforeAll(async () => {
    server = await engine.start();
    const dist = fakeClientDist();
    serveClient(server.app, dist, {
      renderer: await loadPageRenderer(dist, (p, init) => Promise.resolve(server.app.request(p, init))),
    });
    customer = await signInAs(server, 'customer');
    manager = await signInAs(server, 'manager');
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    order = await placeCashOrder(server, menu);
    await placeCashOrder(server, menu, customer.cookie);
  });
  afterAll(() => server.close());

  const cacheControl = async (p: string, cookie?: string) => {
    const res = await callAs(server, p, { cookie });
    expect(res.status, p).toBe(200);
    await res.arrayBuffer();
    return res.headers.get('cache-control');
  };

  it('an order read with its access key, and its page', async () => {
    expect(await cacheControl(`/api/orders/${order.order.id}?key=${order.key}`)).toBe('no-store');
    expect(await cacheControl(`/orders/${order.order.id}?key=${order.key}`)).toBe('no-store');
    // An access key makes any answer personal, however it is written, even a public one's.
    expect(await cacheControl(`/api/catalog/menu?key=${order.key}`)).toBe('no-store');
    expect(await cacheControl(`/api/catalog/menu?lang=ar&%6Bey=${order.key}`)).toBe('no-store');
    expect(await cacheControl('/api/catalog/menu?lang=ar')).toBe('no-cache');
  });

  it("a customer's orders, account, cars and session, and their profile page", async () => {
    for (const p of [
      '/api/account/orders',
      '/api/account',
      '/api/account/cars',
      '/api/account/session',
      '/profile',
    ]) {
      expect(await cacheControl(p, customer.cookie), p).toBe('no-store');
    }
  });

  it('staff answers, and any page drawn for someone signed in; the menu keeps its own (the same for everybody)', async () => {
    for (const p of [
      '/api/admin/me',
      '/api/admin/orders/board',
      '/api/staff/session',
      '/api/account/session',
    ]) {
      expect(await cacheControl(p, manager.cookie), p).toBe('no-store');
    }
    expect(await cacheControl('/menu', customer.cookie)).toBe('no-store');
    expect(await cacheControl('/menu')).toBe('private, no-cache');
    expect(await cacheControl('/api/catalog/menu', customer.cookie)).not.toBe('no-store');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import type { Settings } from '@/features/settings';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { Board } from '../orders.admin.schema';
import type { OrderView } from '../orders.schema';
import { APPROACH_LIMIT } from '../approach';
import { placeCashOrder, TEST_LINKS } from './order-test-kit';
import { setOrderStatus } from './order-status.service';
import { markArrived } from './order-arrival.service';

// The sample shop in Asharij, Al Ain, and a car about 2.1 km north of it.
const SHOP = { lat: 24.2192, lng: 55.7236 };
const CAR = { lat: 24.2381, lng: 55.7236 };

describeOnEachDatabase('"on my way": the kitchen sees the car coming', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let staff: Awaited<ReturnType<typeof signInAs>>;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    staff = await signInAs(server, 'staff', 'Layla Runner');
    owner = await signInAs(server, 'owner', 'Hessa Owner');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const place = () => placeCashOrder(server, menu);
  const approach = (id: string, body: unknown, key?: string) =>
    callAs(server, `/api/orders/${id}/approach${key ? `?key=${encodeURIComponent(key)}` : ''}`, { body });
  const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const kept = async (id: string) => {
    const r = await rowOf(id);
    return {
      metres: r.approachMetres,
      minutes: r.approachMinutes,
      at: r.approachAt,
      nearAt: r.approachNearAt,
    };
  };
  const NOTHING = { metres: null, minutes: null, at: null, nearAt: null };
  /** The owner's pin, saved through Settings as the owner saves it. */
  const setShop = async (position: { lat: number; lng: number } | null) => {
    const current = (await (
      await callAs(server, '/api/admin/settings', { cookie: owner.cookie })
    ).json()) as Settings;
    const res = await callAs(server, '/api/admin/settings', {
      method: 'PUT',
      cookie: owner.cookie,
      body: {
        ...current,
        arrival: { ...current.arrival, lat: position?.lat ?? null, lng: position?.lng ?? null },
      },
    });
    expect(res.status).toBe(200);
  };
  const boardCard = async (id: string) =>
    (
      (await (await callAs(server, '/api/admin/orders/board', { cookie: staff.cookie })).json()) as Board
    ).orders.find((o) => o.id === id);

  it('a position before the shop has set its own is refused in both languages, and minutes still work', async () => {
    await setShop(null);
    const { order, key } = await place();
    const res = await approach(order.id, { position: CAR }, key);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
    expect(body.error.code).toBe('shop_position_unset');
    expect(body.error.message_en).toMatch(/minutes away/);
    expect(body.error.message_ar).toMatch(/دقيقة/);
    expect(await kept(order.id)).toEqual(NOTHING);

    const byHand = await approach(order.id, { minutes: 10 }, key);
    expect(byHand.status).toBe(200);
    expect(((await byHand.json()) as OrderView).approach).toMatchObject({ metres: null, minutes: 10 });
  });

  it('keeps only the latest distance and minutes from the phone, and the board shows them', async () => {
    await setShop(SHOP);
    const { order, key } = await place();
    const far = await approach(order.id, { position: { lat: 24.27, lng: 55.7236 } }, key);
    expect(((await far.json()) as OrderView).approach).toMatchObject({ minutes: 12 });
    const res = await approach(order.id, { position: CAR }, key);
    expect(res.status).toBe(200);
    const seen = ((await res.json()) as OrderView).approach!;
    // 2.1 km in a straight line at 30 km/h: 5 minutes.
    expect(seen.metres).toBeGreaterThan(2_050);
    expect(seen.metres).toBeLessThan(2_150);
    expect(seen.minutes).toBe(5);
    const row = await kept(order.id);
    // 5 minutes is the owner's line (the default): the time the car came near is kept too.
    expect(row).toEqual({
      metres: seen.metres,
      minutes: 5,
      at: new Date(seen.at),
      nearAt: new Date(seen.at),
    });
    expect((await boardCard(order.id))?.approach).toEqual(seen);
  });

  it('remembers when the car first came within the owner’s line, and only then (the board tops its lane)', async () => {
    await setShop(SHOP);
    const { order, key } = await place();
    const far = (await (await approach(order.id, { minutes: 10 }, key)).json()) as OrderView;
    expect(far.approach).toMatchObject({ minutes: 10, nearAt: null });
    const near = (await (await approach(order.id, { minutes: 5 }, key)).json()) as OrderView;
    expect(near.approach!.nearAt).toBe(near.approach!.at);
    // Further again (a detour), then nearer: the first time it came near stays.
    const back = (await (await approach(order.id, { minutes: 10 }, key)).json()) as OrderView;
    expect(back.approach).toMatchObject({ minutes: 10, nearAt: near.approach!.nearAt });
    await approach(order.id, { position: CAR }, key);
    expect((await boardCard(order.id))?.approach?.nearAt).toBe(near.approach!.nearAt);
  });

  it('refuses what is not a position or not one of the offered minutes, changing nothing', async () => {
    await setShop(SHOP);
    const { order, key } = await place();
    for (const body of [
      { position: { lat: 91, lng: 55 } },
      { position: { lat: 24.2, lng: 181 } },
      { position: { lat: '24.2', lng: 55 } },
      { minutes: 7 },
      { minutes: 5, position: CAR },
      {},
    ]) {
      const res = await approach(order.id, body, key);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await kept(order.id)).toEqual(NOTHING);
  });

  it('only the order’s owner says where it is: a stranger without the key gets nothing', async () => {
    await setShop(SHOP);
    const { order } = await place();
    const res = await approach(order.id, { position: CAR });
    expect(res.status).toBe(404);
    const wrongKey = await approach(order.id, { position: CAR }, 'not-the-key');
    expect(wrongKey.status).toBe(404);
    expect(await kept(order.id)).toEqual(NOTHING);
  });

  it('forgets the position at the hand-over and at a cancel (checked in the database)', async () => {
    await setShop(SHOP);
    for (const status of ['completed', 'cancelled'] as const) {
      const { order, key } = await place();
      await approach(order.id, { position: CAR }, key);
      expect((await kept(order.id)).minutes).toBe(5);
      await setOrderStatus(db(), order.id, status, null, TEST_LINKS);
      expect(await kept(order.id), status).toEqual(NOTHING);
      // And a closed order is not on its way any more.
      const after = await approach(order.id, { position: CAR }, key);
      expect(after.status).toBe(409);
      expect(await kept(order.id)).toEqual(NOTHING);
    }
  });

  it('keeps the position while the order moves through the kitchen, and stops taking it once the customer is here', async () => {
    await setShop(SHOP);
    const { order, key } = await place();
    await approach(order.id, { position: CAR }, key);
    await setOrderStatus(db(), order.id, 'processing', null, TEST_LINKS);
    expect((await kept(order.id)).minutes).toBe(5);
    await markArrived(db(), order.id, null, null);
    const res = await approach(order.id, { minutes: 10 }, key);
    expect(res.status).toBe(200);
    expect((await kept(order.id)).minutes).toBe(5);
  });

  it('takes a phone’s reports every 15 s but refuses a flood from one address, in both languages, keeping the last report', async () => {
    const { order, key } = await place();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i <= APPROACH_LIMIT.perClient && !refused; i++) {
      const res = await approach(order.id, { minutes: 10 }, key);
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    // Ten minutes of one phone (40 reports) always pass; the flood is refused before it ends.
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(refused).toBeDefined();
    const body = (await refused!.json()) as {
      error: { code: string; message_ar: string; message_en: string };
    };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message_ar).toBeTruthy();
    expect(body.error.message_en).toBeTruthy();
    const again = await approach(order.id, { minutes: 5 }, key);
    expect(again.status).toBe(429);
    expect((await kept(order.id)).minutes).toBe(10);
  });
});

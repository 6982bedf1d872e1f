import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerCars } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { CarView } from '../cars.schema';

type Signed = Awaited<ReturnType<typeof signInAs>>;
type Details = {
  error: {
    code: string;
    message_en: string;
    message_ar: string;
    details?: { path: string; message: string }[];
  };
};

describeOnEachDatabase("a customer's saved cars", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
  });
  afterAll(() => server.close());

  const customer = (name = 'Noura') => signInAs(server, 'customer', name);
  const list = async (who: Signed) => {
    const res = await callAs(server, '/api/account/cars', { cookie: who.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { cars: CarView[] }).cars;
  };
  const add = (who: Signed, body: unknown) =>
    callAs(server, '/api/account/cars', { cookie: who.cookie, body });
  const patch = (who: Signed, id: string, body: unknown) =>
    callAs(server, `/api/account/cars/${id}`, { cookie: who.cookie, method: 'PATCH', body });
  const remove = (who: Signed, id: string) =>
    callAs(server, `/api/account/cars/${id}`, { cookie: who.cookie, method: 'DELETE' });
  const added = async (who: Signed, body: unknown) => {
    const res = await add(who, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as CarView;
  };
  const rowsOf = (userId: string) =>
    server.database.db.select().from(customerCars).where(eq(customerCars.userId, userId));
  const defaults = (cars: CarView[]) => cars.filter((c) => c.isDefault).map((c) => c.id);

  it('adds, lists (default first), changes and deletes a car; the texts are trimmed', async () => {
    const me = await customer();
    expect(await list(me)).toEqual([]);
    const first = await added(me, {
      plate: testPlate('DXB A 12345'),
      nickname: '  Family car ',
      colour: 'White',
      make: 'Nissan Patrol',
    });
    expect(first).toMatchObject({
      plate: { emirate: 'dubai', code: 'A', number: '12345' },
      nickname: 'Family car',
      colour: 'White',
      make: 'Nissan Patrol',
      isDefault: true,
    });
    const second = await added(me, { plate: testPlate('AD 5 777') });
    expect(second).toMatchObject({ nickname: '', colour: '', make: '', isDefault: false });
    expect((await list(me)).map((c) => c.id)).toEqual([first.id, second.id]);

    const res = await patch(me, second.id, {
      nickname: 'Work',
      plate: { emirate: 'sharjah', code: '3', number: '4321' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: second.id,
      nickname: 'Work',
      plate: { emirate: 'sharjah', code: '3', number: '4321' },
      isDefault: false,
    });
    // Only what is sent changes.
    expect((await list(me)).find((c) => c.id === first.id)).toMatchObject({
      nickname: 'Family car',
      colour: 'White',
    });

    expect((await remove(me, second.id)).status).toBe(204);
    expect((await list(me)).map((c) => c.id)).toEqual([first.id]);
    expect((await remove(me, second.id)).status).toBe(404);
  });

  it('the first car is the default; making another the default moves it; deleting the default hands it to the newest', async () => {
    const me = await customer();
    const a = await added(me, { plate: testPlate('AD 1 1'), isDefault: false });
    expect(a.isDefault).toBe(true);
    const b = await added(me, { plate: testPlate('AD 1 2') });
    const c = await added(me, { plate: testPlate('AD 1 3'), isDefault: true });
    expect(c.isDefault).toBe(true);
    let cars = await list(me);
    expect(cars[0]!.id).toBe(c.id);
    expect(defaults(cars)).toEqual([c.id]);

    expect((await patch(me, b.id, { isDefault: true })).status).toBe(200);
    cars = await list(me);
    expect(cars.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    expect(defaults(cars)).toEqual([b.id]);

    // false on the default changes nothing: a customer with cars always has one.
    expect(await (await patch(me, b.id, { isDefault: false })).json()).toMatchObject({ isDefault: true });

    expect((await remove(me, b.id)).status).toBe(204);
    cars = await list(me);
    expect(defaults(cars)).toEqual([c.id]);
    expect((await remove(me, a.id)).status).toBe(204);
    expect(defaults(await list(me))).toEqual([c.id]);
    expect((await remove(me, c.id)).status).toBe(204);
    expect(await list(me)).toEqual([]);
    // Starting again: the first is the default again.
    expect((await added(me, { plate: testPlate('AD 1 4') })).isDefault).toBe(true);
  });

  it('normalises Arabic digits and lower-case letters', async () => {
    const me = await customer();
    const car = await added(me, {
      plate: { emirate: 'abu_dhabi', code: '١٥', number: ' ١٢ ٣٤٥ ' },
      nickname: 'سيارة البيت',
    });
    expect(car.plate).toEqual({ emirate: 'abu_dhabi', code: '15', number: '12345' });
    expect(car.nickname).toBe('سيارة البيت');
    const other = await added(me, { plate: { emirate: 'dubai', code: 'aa', number: '٧' } });
    expect(other.plate).toEqual({ emirate: 'dubai', code: 'AA', number: '7' });
    // The same plate typed the other way is the same plate.
    const dup = await add(me, { plate: { emirate: 'abu_dhabi', code: '15', number: '12345' } });
    expect(dup.status).toBe(409);
  });

  it('refuses bad plates and texts with 422, per field, writing nothing', async () => {
    const me = await customer();
    const cases: [unknown, string, string][] = [
      [
        { plate: { emirate: 'abu_dhabi', code: 'A', number: '12345' } },
        'plate.code',
        'validation.plateCodeDigits',
      ],
      [
        { plate: { emirate: 'dubai', code: '5', number: '12345' } },
        'plate.code',
        'validation.plateCodeLetters',
      ],
      [
        { plate: { emirate: 'dubai', code: 'A', number: '012345' } },
        'plate.number',
        'validation.plateNumber',
      ],
      [{ plate: { emirate: 'dubai', code: 'A', number: '' } }, 'plate.number', 'validation.required'],
      [{ plate: { emirate: 'mars', code: 'A', number: '1' } }, 'plate.emirate', 'validation.plateEmirate'],
      [{ plate: testPlate('AD 5 1'), nickname: 'x'.repeat(41) }, 'nickname', 'validation.tooLong'],
      [{ plate: testPlate('AD 5 1'), colour: 'white\u0007' }, 'colour', 'validation.controlChars'],
      [{ plate: testPlate('AD 5 1'), make: 'Nissan\nPatrol' }, 'make', 'validation.controlChars'],
    ];
    for (const [body, path, message] of cases) {
      const res = await add(me, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const { error } = (await res.json()) as Details;
      expect(error.code).toBe('validation_failed');
      expect(error.details).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect((await add(me, {})).status).toBe(422);
    expect(await rowsOf(me.id)).toEqual([]);
    // A change is checked the same way.
    const car = await added(me, { plate: testPlate('AD 5 1') });
    expect(
      (await patch(me, car.id, { plate: { emirate: 'abu_dhabi', code: 'A', number: '1' } })).status,
    ).toBe(422);
    expect((await patch(me, car.id, { nickname: 'x'.repeat(41) })).status).toBe(422);
    expect((await patch(me, 'not-a-uuid', { nickname: 'x' })).status).toBe(422);
    expect((await list(me))[0]).toMatchObject({
      plate: { emirate: 'abu_dhabi', code: '5', number: '1' },
      nickname: '',
    });
  });

  it("another customer's car is not found, and nothing of it changes", async () => {
    const owner = await customer('Owner');
    const other = await customer('Other');
    const car = await added(owner, { plate: testPlate('RAK K 777'), nickname: 'Mine' });
    await added(other, { plate: testPlate('RAK K 778') });
    const before = await rowsOf(owner.id);
    for (const res of [
      await patch(other, car.id, { nickname: 'Stolen', isDefault: true }),
      await patch(other, car.id, { plate: testPlate('RAK K 778') }),
      await remove(other, car.id),
    ]) {
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('car_not_found');
    }
    expect(await rowsOf(owner.id)).toEqual(before);
    expect((await list(other)).map((c) => c.plate.number)).toEqual(['778']);
    expect((await patch(owner, randomUUID(), { nickname: 'x' })).status).toBe(404);
    // The same plate may be saved by two customers (a shared family car).
    expect((await add(other, { plate: testPlate('RAK K 777') })).status).toBe(201);
  });

  it('signed out: 401 on every car endpoint', async () => {
    const id = randomUUID();
    for (const [p, method, body] of [
      ['/api/account/cars', 'GET', undefined],
      ['/api/account/cars', 'POST', { plate: testPlate('AD 5 1') }],
      [`/api/account/cars/${id}`, 'PATCH', { nickname: 'x' }],
      [`/api/account/cars/${id}`, 'DELETE', undefined],
    ] as const) {
      const res = await callAs(server, p, { method, body });
      expect(res.status, `${method} ${p}`).toBe(401);
      expect(await codeOf(res)).toBe('unauthorized');
    }
  });

  it('keeps at most 10 cars: the 11th is refused clearly in both languages', async () => {
    const me = await customer();
    for (let i = 1; i <= 10; i++) await added(me, { plate: testPlate(`SHJ 1 ${i}`) });
    const res = await add(me, { plate: testPlate('SHJ 1 11') });
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as Details;
    expect(error.code).toBe('car_limit');
    expect(error.message_en).toMatch(/10 cars/);
    expect(error.message_ar).toMatch(/10 سيارات/);
    expect(await rowsOf(me.id)).toHaveLength(10);
    // Deleting one makes room.
    const [, second] = await list(me);
    expect((await remove(me, second!.id)).status).toBe(204);
    expect((await add(me, { plate: testPlate('SHJ 1 11') })).status).toBe(201);
  });

  it('the same plate twice is a 409 car_exists, on adding and on changing', async () => {
    const me = await customer();
    const a = await added(me, { plate: testPlate('FUJ B 55') });
    await added(me, { plate: testPlate('FUJ B 56') });
    const res = await add(me, { plate: testPlate('FUJ B 55'), nickname: 'Again' });
    expect(res.status).toBe(409);
    const { error } = (await res.json()) as Details;
    expect(error.code).toBe('car_exists');
    expect(error.message_ar).toMatch(/محفوظة/);
    const cars = await list(me);
    expect((await patch(me, cars[1]!.id, { plate: testPlate('FUJ B 55') })).status).toBe(409);
    // Its own plate again is not a clash.
    expect((await patch(me, a.id, { plate: testPlate('FUJ B 55'), colour: 'Red' })).status).toBe(200);
    expect((await rowsOf(me.id)).map((r) => r.number).sort()).toEqual(['55', '56']);
  });

  it('two defaults at once cannot happen: concurrent changes leave exactly one', async () => {
    const me = await customer();
    const cars = [
      await added(me, { plate: testPlate('AJM C 1') }),
      await added(me, { plate: testPlate('AJM C 2') }),
      await added(me, { plate: testPlate('AJM C 3') }),
    ];
    const answers = await Promise.all([
      ...cars.map((c) => patch(me, c.id, { isDefault: true })),
      add(me, { plate: testPlate('AJM C 4'), isDefault: true }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await rowsOf(me.id)).filter((r) => r.isDefault)).toHaveLength(1);
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/common/domain';
import { customers, orders, sessions, users } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { plateColumns } from '@/server/testing/plate-test-kit';
import type { AdminCustomer, AdminCustomerDetail, AdminCustomerPage } from '../customers.schema';

let server: TestServer;
let manager: string;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  manager = (await signInAs(server, 'manager')).cookie;
  admin = (await signInAs(server, 'admin')).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;
const tag = () => randomUUID().slice(0, 8);

async function addCustomer(over: Partial<typeof customers.$inferInsert> = {}) {
  const [c] = await db()
    .insert(customers)
    .values({
      email: `c.${randomUUID()}@example.com`,
      name: 'Customer',
      phone: null,
      ...over,
    })
    .returning();
  return c!;
}

async function addOrder(
  customer: { id: string; name: string; email: string },
  totalFils: number,
  status: OrderStatus,
  createdAt = new Date(),
) {
  const [o] = await db()
    .insert(orders)
    .values({
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      ...plateColumns('AD 1 234'),
      status,
      paymentMethod: 'card',
      totalFils,
      vatFils: Math.round((totalFils * 500) / 10500),
      vatRateBp: 500,
      accessKey: randomBytes(32).toString('base64url'),
      idempotencyKey: randomUUID(),
      createdAt,
    })
    .returning();
  return o!;
}

/** The customer record a shop account gets when it is created, named `name`. */
async function recordOf(member: { id: string }, name: string) {
  const [c] = await db().update(customers).set({ name }).where(eq(customers.userId, member.id)).returning();
  return c!;
}

const list = async (query: string, cookie = manager) => {
  const res = await callAs(server, `/api/admin/customers${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminCustomerPage;
};

describe('the customers list', () => {
  it('finds a customer by any part of name, e-mail, phone or car plate, whatever the case or digits', async () => {
    const t = tag();
    const n = String(10000 + Math.floor(Math.random() * 90000));
    const c = await addCustomer({
      name: `Mariam ${t} الكعبي`,
      email: `mariam.${t}@Example.com`.toLowerCase(),
      phone: `+971 50 ${t.length}12 3456`,
      ...plateColumns(`AD 7 ${n}`),
    });
    // Text typed before plates were structured is still found as typed.
    const old = await addCustomer({ name: `Old ${tag()}`, legacyPlate: `K ${t.toUpperCase()}` });
    await addCustomer({ name: `Other ${tag()}` });
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).rows.map((r) => r.id);
    expect(await ids(`MARIAM ${t}`)).toEqual([c.id]);
    expect(await ids(`${t} الكعبي`)).toEqual([c.id]);
    expect(await ids(`MARIAM.${t}@`)).toEqual([c.id]);
    expect(await ids(`ad 7 ${n}`)).toEqual([c.id]);
    expect(await ids(`k ${t}`)).toEqual([old.id]);
    // The phone as typed in Arabic digits finds the stored Western digits.
    const phone = await ids('٥٠ ٨١٢ ٣٤٥٦');
    expect(phone).toContain(c.id);
    // % and _ are literal, not wildcards.
    expect(await ids('%_%')).toEqual([]);
  });

  it('counts orders and completed orders, and adds up spend without cancelled orders', async () => {
    const t = tag();
    const big = await addCustomer({ name: `Spender ${t}` });
    const idle = await addCustomer({ name: `Idle ${t}` });
    await addOrder(big, 1250, 'pending');
    await addOrder(big, 2000, 'completed');
    await addOrder(big, 575, 'completed');
    await addOrder(big, 99_900, 'cancelled');
    await addOrder(big, 300, 'processing');
    const { rows, total } = await list(`?q=${t}&sort=most-spent`);
    expect(total).toBe(2);
    const [first, second] = rows as [AdminCustomer, AdminCustomer];
    expect(first).toMatchObject({
      id: big.id,
      orderCount: 5,
      completedCount: 2,
      totalSpentFils: 1250 + 2000 + 575 + 300,
      hasAccount: false,
    });
    expect(second).toMatchObject({ id: idle.id, orderCount: 0, completedCount: 0, totalSpentFils: 0 });
  });

  it('sorts by name and date and pages through the matches', async () => {
    const t = tag();
    const names = ['Bashir', 'amal', 'Zayed', 'Huda'];
    const made = [];
    for (const [i, n] of names.entries())
      made.push(await addCustomer({ name: `${n} ${t}`, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) }));
    const names1 = (await list(`?q=${t}&sort=name-asc`)).rows.map((r) => r.name.split(' ')[0]);
    expect(names1).toEqual(['amal', 'Bashir', 'Huda', 'Zayed']);
    expect((await list(`?q=${t}&sort=name-desc`)).rows.map((r) => r.name.split(' ')[0])).toEqual([
      'Zayed',
      'Huda',
      'Bashir',
      'amal',
    ]);
    expect((await list(`?q=${t}&sort=oldest`)).rows.map((r) => r.id)).toEqual(made.map((c) => c.id));
    const page2 = await list(`?q=${t}&sort=newest&page=2&pageSize=3`);
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.rows.map((r) => r.id)).toEqual([made[0]!.id]);
    expect(await list(`?q=${t}&page=9&pageSize=3`)).toMatchObject({ rows: [], total: 4 });
    const bad = await callAs(server, '/api/admin/customers?sort=cheapest', { cookie: manager });
    expect(bad.status).toBe(422);
  });

  it('is refused to staff below manager', async () => {
    const { cookie } = await signInAs(server, 'staff');
    expect((await callAs(server, '/api/admin/customers', { cookie })).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('answers 422 (never 500) to a bad id, an over-long search, out-of-range pages and malformed edits', async () => {
    const status = async (path: string, method = 'GET', body?: unknown) =>
      (await callAs(server, path, { method, cookie: admin, body })).status;
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      expect(
        await status(
          '/api/admin/customers/not-a-uuid',
          method,
          method === 'PATCH' ? { name: 'X' } : undefined,
        ),
        method,
      ).toBe(422);
    }
    const long = 'x'.repeat(101);
    expect(await status(`/api/admin/customers?q=${long}`)).toBe(422);
    expect(await status(`/api/admin/customers/export.csv?q=${long}`)).toBe(422);
    for (const q of ['a%00b', '%1B%5B2J', '%7F']) {
      expect(await status(`/api/admin/customers?q=${q}`), q).toBe(422);
      expect(await status(`/api/admin/customers/export.csv?q=${q}`), q).toBe(422);
    }
    for (const q of ['page=0', 'page=-1', 'page=1e9', 'page=abc', 'pageSize=0', 'pageSize=101'])
      expect(await status(`/api/admin/customers?${q}`), q).toBe(422);
    const c = await addCustomer({ name: 'Untouched' });
    for (const body of [
      { name: long },
      { name: 'A', phone: '1'.repeat(31) },
      { name: 'A', carPlate: 'AD 5 12345' },
      { name: 'A', plate: { emirate: 'abu_dhabi', code: '5', number: '1'.repeat(13) } },
      { name: 'A', plate: { emirate: 'abu_dhabi', code: '5\u0000', number: '1' } },
      { name: 42 },
      { name: 'a\u0000b' },
      [],
      'name',
    ]) {
      expect(
        await status(`/api/admin/customers/${c.id}`, 'PATCH', body),
        JSON.stringify(body).slice(0, 30),
      ).toBe(422);
    }
    const [after] = await db().select().from(customers).where(eq(customers.id, c.id));
    expect(after!.name).toBe('Untouched');
  });
});

describe('one customer', () => {
  it('shows their order history newest first, or none', async () => {
    const c = await addCustomer({ name: 'History' });
    const older = await addOrder(c, 1000, 'completed', new Date('2025-03-01T10:00:00Z'));
    const newer = await addOrder(c, 2500, 'cancelled', new Date('2025-03-02T10:00:00Z'));
    const res = await callAs(server, `/api/admin/customers/${c.id}`, { cookie: manager });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as AdminCustomerDetail;
    expect(detail.orders).toEqual([
      {
        id: newer.id,
        number: newer.number,
        createdAt: newer.createdAt.toISOString(),
        totalFils: 2500,
        status: 'cancelled',
      },
      {
        id: older.id,
        number: older.number,
        createdAt: older.createdAt.toISOString(),
        totalFils: 1000,
        status: 'completed',
      },
    ]);
    expect(detail.totalSpentFils).toBe(1000);
    const empty = await addCustomer();
    expect(
      (
        (await (
          await callAs(server, `/api/admin/customers/${empty.id}`, { cookie: manager })
        ).json()) as AdminCustomerDetail
      ).orders,
    ).toEqual([]);
    expect((await callAs(server, `/api/admin/customers/${randomUUID()}`, { cookie: manager })).status).toBe(
      404,
    );
  });
});

describe('editing a customer', () => {
  it('changes name, phone and plate (normalised), keeps the e-mail and renames their account', async () => {
    const member = await signInAs(server, 'customer', 'Old Name');
    const c = await recordOf(member, 'Old Name');
    const res = await callAs(server, `/api/admin/customers/${c.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: {
        name: '  سلمى  ',
        phone: '+٩٧١ ٥٠  ١٢٣ ٤٥٦٧',
        plate: { emirate: 'dubai', code: ' a ', number: '١٢٣' },
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'سلمى',
      phone: '+971 50 123 4567',
      plate: { emirate: 'dubai', code: 'A', number: '123' },
      carPlate: 'DXB A 123',
      email: member.email,
      hasAccount: true,
    });
    const [user] = await db().select().from(users).where(eq(users.id, member.id));
    expect(user!.name).toBe('سلمى');
    // The customer sees it on their own profile.
    const profile = (await (await callAs(server, '/api/account', { cookie: member.cookie })).json()) as {
      name: string;
      carPlate: string;
    };
    expect(profile).toMatchObject({
      name: 'سلمى',
      plate: { emirate: 'dubai', code: 'A', number: '123' },
      carPlate: 'DXB A 123',
    });
    // A plate left out is kept; an empty phone and an empty code and number clear them.
    const kept = await callAs(server, `/api/admin/customers/${c.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { name: 'Salma', phone: '+971 50 123 4567' },
    });
    expect(await kept.json()).toMatchObject({ carPlate: 'DXB A 123' });
    const cleared = await callAs(server, `/api/admin/customers/${c.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { name: 'Salma', phone: '', plate: { emirate: 'dubai', code: '', number: ' ' } },
    });
    expect(await cleared.json()).toMatchObject({ phone: null, plate: null, carPlate: null });
  });

  it('replaces a plate kept as old text with the structure saved', async () => {
    const c = await addCustomer({ name: 'Old text', legacyPlate: 'K 777' });
    const before = (await (
      await callAs(server, `/api/admin/customers/${c.id}`, { cookie: manager })
    ).json()) as AdminCustomerDetail;
    expect(before).toMatchObject({ plate: null, carPlate: 'K 777' });
    const res = await callAs(server, `/api/admin/customers/${c.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { name: 'Old text', plate: { emirate: 'ras_al_khaimah', code: 'k', number: '777' } },
    });
    expect(await res.json()).toMatchObject({
      plate: { emirate: 'ras_al_khaimah', code: 'K', number: '777' },
      carPlate: 'RAK K 777',
    });
    const [row] = await db().select().from(customers).where(eq(customers.id, c.id));
    expect(row!.legacyPlate).toBeNull();
  });

  it('refuses an e-mail, an empty name, a bad phone or plate, and leaves the record as it was', async () => {
    const c = await addCustomer({ name: 'Fixed', phone: '050 111 2222', ...plateColumns('AD 5 55') });
    const patch = (body: unknown) =>
      callAs(server, `/api/admin/customers/${c.id}`, { method: 'PATCH', cookie: manager, body });
    const fieldsOf = async (res: Response) => {
      expect(res.status).toBe(422);
      return ((await res.json()) as { error: { details: { path: string; code: string; message: string }[] } })
        .error.details;
    };
    const withEmail = await fieldsOf(await patch({ name: 'New', email: 'new@example.com' }));
    expect(withEmail).toEqual([expect.objectContaining({ code: 'unrecognized_keys' })]);
    expect(await fieldsOf(await patch({ name: '   ' }))).toEqual([
      expect.objectContaining({ path: 'name', message: 'validation.required' }),
    ]);
    expect(await fieldsOf(await patch({ name: 'A', phone: 'call me' }))).toEqual([
      expect.objectContaining({ path: 'phone', message: 'validation.phone' }),
    ]);
    // The old free-text plate is no field any more; a plate is checked part by part.
    expect(await fieldsOf(await patch({ name: 'A', carPlate: 'AD 5 1' }))).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys' }),
    ]);
    expect(
      await fieldsOf(await patch({ name: 'A', plate: { emirate: 'dubai', code: '5', number: '' } })),
    ).toEqual([
      expect.objectContaining({ path: 'plate.code', message: 'validation.plateCodeLetters' }),
      expect.objectContaining({ path: 'plate.number', message: 'validation.required' }),
    ]);
    const [after] = await db().select().from(customers).where(eq(customers.id, c.id));
    expect(after).toMatchObject({
      name: 'Fixed',
      email: c.email,
      phone: '050 111 2222',
      carPlate: 'AD 5 55',
    });
    expect(
      (
        await callAs(server, `/api/admin/customers/${randomUUID()}`, {
          method: 'PATCH',
          cookie: manager,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
  });

  it('does not rename a staff account linked to a customer record', async () => {
    const staff = await signInAs(server, 'staff', 'Staff Name');
    const c = await addCustomer({ name: 'Staff Name', userId: staff.id });
    expect(
      (
        await callAs(server, `/api/admin/customers/${c.id}`, {
          method: 'PATCH',
          cookie: manager,
          body: { name: 'Renamed' },
        })
      ).status,
    ).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(user!.name).toBe('Staff Name');
  });
});

describe('deleting a customer', () => {
  it('keeps their orders with the snapshot and deletes their shop account and sessions', async () => {
    const member = await signInAs(server, 'customer', 'Leaving');
    const c = await recordOf(member, 'Leaving');
    const o1 = await addOrder(c, 1500, 'completed');
    const o2 = await addOrder(c, 700, 'cancelled');
    expect(
      (await callAs(server, `/api/admin/customers/${c.id}`, { method: 'DELETE', cookie: manager })).status,
    ).toBe(403);
    const res = await callAs(server, `/api/admin/customers/${c.id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accountDeleted: true });
    const kept = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [o1.id, o2.id]));
    expect(kept).toHaveLength(2);
    for (const o of kept)
      expect(o).toMatchObject({ customerId: null, customerName: 'Leaving', customerEmail: member.email });
    expect(await db().select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect((await callAs(server, '/api/account', { cookie: member.cookie })).status).toBe(401);
    expect((await callAs(server, `/api/admin/customers/${c.id}`, { cookie: manager })).status).toBe(404);
    expect(
      (await callAs(server, `/api/admin/customers/${c.id}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(404);
  });

  it('never deletes a staff account, only the customer record', async () => {
    const staff = await signInAs(server, 'manager', 'Shift Lead');
    const c = await addCustomer({ name: 'Shift Lead', email: staff.email, userId: staff.id });
    const res = await callAs(server, `/api/admin/customers/${c.id}`, { method: 'DELETE', cookie: admin });
    expect(await res.json()).toEqual({ accountDeleted: false });
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, staff.id))).toHaveLength(1);
    expect((await callAs(server, '/api/admin/me', { cookie: staff.cookie })).status).toBe(200);
  });
});

describe('the customers CSV', () => {
  it('has the spec columns, a BOM, Arabic intact, formulas neutralised and quoting per RFC 4180', async () => {
    const t = tag();
    const arabic = await addCustomer({
      name: `مريم الكعبي ${t}`,
      phone: '050 123 4567',
      ...plateColumns('AD 7 1234'),
      createdAt: new Date('2025-06-30T21:30:05Z'),
    });
    await addOrder(arabic, 4250, 'completed');
    await addOrder(arabic, 1000, 'cancelled');
    await addCustomer({
      name: `=HYPERLINK("http://evil.example") ${t}`,
      createdAt: new Date('2025-06-29T00:00:00Z'),
    });
    await addCustomer({ name: `Smith, "Jo" ${t}`, createdAt: new Date('2025-06-28T00:00:00Z') });
    await addCustomer({ name: 'Not matching' });

    const res = await callAs(server, `/api/admin/customers/export.csv?q=${t}&sort=newest`, {
      cookie: manager,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="customers.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain(`"Smith, ""Jo"" ${t}"`);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'ID / المعرّف',
      'Name / الاسم',
      'Email / البريد الإلكتروني',
      'Phone / الهاتف',
      'Car Plate / رقم اللوحة',
      'Created At / تاريخ الإنشاء',
      'Total Orders / عدد الطلبات',
      'Total Spent / إجمالي الإنفاق',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        arabic.id,
        `مريم الكعبي ${t}`,
        arabic.email,
        '050 123 4567',
        'AD 7 1234',
        '2025-07-01 01:30:05',
        '2',
        '42.50',
      ],
      [
        expect.any(String),
        `'=HYPERLINK("http://evil.example") ${t}`,
        expect.any(String),
        '',
        '',
        '2025-06-29 04:00:00',
        '0',
        '0.00',
      ],
      [
        expect.any(String),
        `Smith, "Jo" ${t}`,
        expect.any(String),
        '',
        '',
        '2025-06-28 04:00:00',
        '0',
        '0.00',
      ],
    ]);
  });

  it('quotes a name holding a semicolon and neutralises a formula after it', async () => {
    const t = tag();
    // Old text kept as typed is a cell like any other.
    await addCustomer({ name: `Ali;=1+1 ${t}`, legacyPlate: `AD 1, -2 ${t}` });
    const res = await callAs(server, `/api/admin/customers/export.csv?q=${t}`, { cookie: manager });
    const text = new TextDecoder().decode(await res.arrayBuffer());
    // Quoted (one cell wherever it is split), the formula turned to text after the separator.
    expect(text).toContain(`"Ali;'=1+1 ${t}"`);
    expect(text).toContain(`"AD 1, '-2 ${t}"`);
    expect(text).not.toMatch(/;=/);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[1]?.slice(1, 2)).toEqual([`Ali;'=1+1 ${t}`]);
  });

  it('is refused to staff below manager', async () => {
    const { cookie } = await signInAs(server, 'staff');
    expect((await callAs(server, '/api/admin/customers/export.csv', { cookie })).status).toBe(403);
  });
});

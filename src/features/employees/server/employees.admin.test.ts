import { randomBytes, randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, orders } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { AdminEmployee, AdminEmployeePage, EmployeeFormValues } from '../employees.schema';

let server: TestServer;
let admin: string;
let manager: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
  manager = (await signInAs(server, 'manager')).cookie;
});
afterAll(() => server.close());

const tag = () => randomUUID().slice(0, 8);
const base = (over: Partial<EmployeeFormValues> = {}): EmployeeFormValues => {
  const t = tag();
  return { nameEn: `Mariam ${t}`, nameAr: `مريم ${t}`, email: `mariam.${t}@example.com`, ...over };
};
const create = (body: unknown, cookie = admin) => callAs(server, '/api/admin/employees', { body, cookie });
async function add(over: Partial<EmployeeFormValues> = {}) {
  const res = await create(base(over));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminEmployee;
}
const patch = (id: string, body: unknown, cookie = admin) =>
  callAs(server, `/api/admin/employees/${id}`, { method: 'PATCH', body, cookie });
const remove = (id: string, cookie = admin) =>
  callAs(server, `/api/admin/employees/${id}`, { method: 'DELETE', cookie });
const list = async (query: string, cookie = manager) => {
  const res = await callAs(server, `/api/admin/employees${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AdminEmployeePage;
};
const fieldPaths = async (res: Response) =>
  (((await res.json()) as { error: { details?: { path: string }[] } }).error.details ?? []).map(
    (d) => d.path,
  );

async function orderFor(employeeId: string) {
  const [o] = await server.database.db
    .insert(orders)
    .values({
      customerName: 'Hessa',
      customerEmail: `hessa.${tag()}@example.com`,
      ...plateColumns('AD 1 234'),
      employeeId,
      paymentMethod: 'cash',
      totalFils: 1500,
      vatFils: 71,
      vatRateBp: 500,
      accessKey: randomBytes(32).toString('base64url'),
      idempotencyKey: randomUUID(),
    })
    .returning();
  return o!;
}

describe('adding and editing an employee', () => {
  it('applies the defaults (staff, active, full-time) and stores the e-mail lower-case and the phone normalised', async () => {
    const t = tag();
    const made = await add({ email: `  Mariam.${t}@Example.COM `, phone: ' ٠٥٠  ١٢٣ ٤٥٦٧ ' });
    expect(made).toMatchObject({
      role: 'staff',
      status: 'active',
      employmentType: 'full-time',
      email: `mariam.${t}@example.com`,
      phone: '050 123 4567',
    });
    expect(made).toMatchObject({
      departmentEn: null,
      departmentAr: null,
      positionEn: null,
      positionAr: null,
      hireDate: null,
      profileImage: null,
      orderCount: 0,
    });
    const full = await add({
      role: 'manager',
      departmentEn: 'Kitchen',
      departmentAr: 'المطبخ',
      positionEn: 'Shift lead',
      positionAr: 'مشرف الوردية',
      hireDate: '2024-02-29',
      employmentType: 'part-time',
      status: 'on_leave',
      profileImage: '/media/uploads/abc-123.webp',
    });
    expect(full).toMatchObject({
      role: 'manager',
      departmentEn: 'Kitchen',
      departmentAr: 'المطبخ',
      positionEn: 'Shift lead',
      positionAr: 'مشرف الوردية',
      hireDate: '2024-02-29',
      employmentType: 'part-time',
      status: 'on_leave',
      profileImage: '/media/uploads/abc-123.webp',
    });

    const edited = await patch(full.id, {
      ...base({ email: full.email! }),
      nameEn: 'Mariam Edited',
      departmentEn: '',
      hireDate: '',
      profileImage: null,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      nameEn: 'Mariam Edited',
      departmentEn: null,
      hireDate: null,
      profileImage: null,
      role: 'staff',
      status: 'active',
    });
    expect((await patch(randomUUID(), base())).status).toBe(404);
    expect((await patch('not-an-id', base())).status).toBe(422);
  });

  it('refuses missing, malformed and hostile fields with 422 and field details, storing nothing', async () => {
    const before = (await list('?pageSize=1')).total;
    const cases: [unknown, string][] = [
      [{ ...base(), nameEn: '' }, 'nameEn'],
      [{ ...base(), nameAr: '   ' }, 'nameAr'],
      [{ nameEn: 'A', nameAr: 'ب' }, 'email'],
      [{ ...base(), email: 'not-an-email' }, 'email'],
      [{ ...base(), email: `${'x'.repeat(250)}@example.com` }, 'email'],
      [{ ...base(), nameEn: 'x'.repeat(101) }, 'nameEn'],
      [{ ...base(), nameAr: 'a\u0000b' }, 'nameAr'],
      [{ ...base(), departmentEn: 'Kitchen\u0007' }, 'departmentEn'],
      [{ ...base(), positionEn: 'p'.repeat(5000) }, 'positionEn'],
      [{ ...base(), phone: 'call me' }, 'phone'],
      [{ ...base(), role: 'owner' }, 'role'],
      [{ ...base(), status: 'fired' }, 'status'],
      [{ ...base(), employmentType: 'intern' }, 'employmentType'],
      [{ ...base(), hireDate: '2025-02-30' }, 'hireDate'],
      [{ ...base(), hireDate: '1800-01-01' }, 'hireDate'],
      [{ ...base(), profileImage: 'javascript:alert(1)' }, 'profileImage'],
      [{ ...base(), profileImage: '/media/../../etc/passwd.png' }, 'profileImage'],
      [{ ...base(), nameEn: 42 }, 'nameEn'],
    ];
    for (const [body, path] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(await fieldPaths(res)).toContain(path);
    }
    // Fields the form does not have are refused, not ignored.
    expect((await create({ ...base(), id: randomUUID() })).status).toBe(422);
    expect((await create('[]')).status).toBe(422);
    expect((await list('?pageSize=1')).total).toBe(before);
  });

  it('refuses an e-mail another employee has, whatever its case, with a clear message in both languages', async () => {
    const t = tag();
    const first = await add({ email: `sara.${t}@example.com` });
    const res = await create(base({ email: `SARA.${t}@Example.com` }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: {
        code: string;
        message_en: string;
        message_ar: string;
        details: { path: string; message: string }[];
      };
    };
    expect(body.error).toMatchObject({
      code: 'employee_email_taken',
      message_en: 'Another employee already uses this email address.',
    });
    expect(body.error.message_ar).toMatch(/[\u0600-\u06FF]/);
    expect(body.error.details).toEqual([
      expect.objectContaining({ path: 'email', message: 'admin-employees:validation.emailTaken' }),
    ]);
    const other = await add();
    expect(await codeOf(await patch(other.id, base({ email: `Sara.${t}@example.com` })))).toBe(
      'employee_email_taken',
    );
    // Saving an employee with their own e-mail (in another case) is fine.
    expect((await patch(first.id, base({ email: `SARA.${t}@example.com` }))).status).toBe(200);
  });
});

describe('deleting an employee', () => {
  it('deletes one without orders, and makes one that orders refer to inactive instead', async () => {
    const spare = await add();
    const res = await remove(spare.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deactivated: false });
    expect((await remove(spare.id)).status).toBe(404);

    const seller = await add({ status: 'on_leave' });
    const order = await orderFor(seller.id);
    const kept = await remove(seller.id);
    expect(await kept.json()).toEqual({ deactivated: true });
    const [row] = await server.database.db.select().from(employees).where(eq(employees.id, seller.id));
    expect(row?.status).toBe('inactive');
    const [still] = await server.database.db
      .select({ employeeId: orders.employeeId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(still?.employeeId).toBe(seller.id);
    expect((await list(`?q=${encodeURIComponent(seller.nameEn)}`)).rows[0]).toMatchObject({
      status: 'inactive',
      orderCount: 1,
    });
    expect((await remove('not-an-id')).status).toBe(422);
  });
});

describe('the employees list', () => {
  it('searches both names, e-mail, phone (either digits), department and position; % and _ are literal', async () => {
    const t = tag();
    const a = await add({
      nameEn: `Khalid ${t}`,
      nameAr: `خالد ${t}`,
      phone: '+971 50 777 1234',
      departmentEn: `Juice Bar ${t}`,
      positionEn: 'Barista',
    });
    const b = await add({
      nameEn: `Noura ${t}`,
      nameAr: `نورة ${t}`,
      email: `noura.${t}@example.com`,
      departmentEn: 'Kitchen',
      positionEn: `Cashier ${t}`,
      positionAr: `أمين الصندوق ${t}`,
    });
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).rows.map((r) => r.id).sort();
    expect(await ids(`KHALID ${t}`)).toEqual([a.id]);
    expect(await ids(`نورة ${t}`)).toEqual([b.id]);
    expect(await ids(`NOURA.${t}@`)).toEqual([b.id]);
    expect(await ids('٧٧٧ ١٢٣٤')).toContain(a.id);
    expect(await ids(`juice bar ${t}`)).toEqual([a.id]);
    expect(await ids(`cashier ${t}`)).toEqual([b.id]);
    expect(await ids(`أمين الصندوق ${t}`)).toEqual([b.id]);
    expect(await ids(t)).toEqual([a.id, b.id].sort());
    expect(await ids('%_%')).toEqual([]);
  });

  it('filters by role and status, sorts by name (in the language asked) and date, and pages', async () => {
    const t = tag();
    const made: AdminEmployee[] = [];
    for (const [en, ar, role, status] of [
      ['Bashir', 'ياسر', 'staff', 'active'],
      ['amal', 'بدر', 'manager', 'on_leave'],
      ['Zayed', 'أمل', 'admin', 'inactive'],
      ['Huda', 'هدى', 'staff', 'active'],
    ] as const) {
      made.push(await add({ nameEn: `${en} ${t}`, nameAr: `${ar} ${t}`, role, status, departmentEn: t }));
    }
    const names = async (q: string) => (await list(`?q=${t}${q}`)).rows.map((r) => r.nameEn.split(' ')[0]);
    expect(await names('&sort=name-asc&lang=en')).toEqual(['amal', 'Bashir', 'Huda', 'Zayed']);
    expect(await names('&sort=name-desc&lang=en')).toEqual(['Zayed', 'Huda', 'Bashir', 'amal']);
    expect(await names('&sort=name-asc&lang=ar')).toEqual(['Zayed', 'amal', 'Huda', 'Bashir']);
    expect(await names('&sort=oldest')).toEqual(['Bashir', 'amal', 'Zayed', 'Huda']);
    expect(await names('&sort=newest')).toEqual(['Huda', 'Zayed', 'amal', 'Bashir']);
    expect(await names('&role=staff&sort=name-asc&lang=en')).toEqual(['Bashir', 'Huda']);
    expect(await names('&status=on_leave')).toEqual(['amal']);
    expect(await names('&role=admin&status=active')).toEqual([]);
    expect(await names('&role=&status=')).toHaveLength(4);
    const page2 = await list(`?q=${t}&sort=oldest&page=2&pageSize=3`);
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.rows.map((r) => r.id)).toEqual([made[3]!.id]);
    for (const q of [
      'sort=cheapest',
      'role=owner',
      'status=fired',
      'lang=fr',
      'page=0',
      'pageSize=1000',
      `q=${'x'.repeat(101)}`,
      'q=%00',
    ]) {
      expect((await callAs(server, `/api/admin/employees?${q}`, { cookie: manager })).status, q).toBe(422);
    }
  });
});

describe('the CSV export', () => {
  it("has the spec's columns, a BOM, the filters applied, names in the language asked and formula cells neutralised", async () => {
    const t = tag();
    const e = await add({
      nameEn: `Omar ${t}`,
      nameAr: `عمر ${t}`,
      phone: '050 111 2222',
      role: 'manager',
      departmentEn: '=HYPERLINK("x")',
      departmentAr: 'خدمة السيارات',
      positionEn: 'Lead, "night"',
      positionAr: 'مشرف الوردية',
      hireDate: '2023-05-01',
    });
    await add({ departmentEn: t, status: 'inactive' });
    const res = await callAs(server, `/api/admin/employees/export.csv?q=${t}&status=active&lang=ar`, {
      cookie: manager,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('employees.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'ID / المعرّف',
      'Name / الاسم',
      'Email / البريد الإلكتروني',
      'Phone / الهاتف',
      'Role / الدور',
      'Department (English) / القسم (بالإنجليزية)',
      'Department (Arabic) / القسم (بالعربية)',
      'Position (English) / المسمى الوظيفي (بالإنجليزية)',
      'Position (Arabic) / المسمى الوظيفي (بالعربية)',
      'Status / الحالة',
      'Hire Date / تاريخ التعيين',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        e.id,
        `عمر ${t}`,
        e.email,
        '050 111 2222',
        'مدير',
        `'=HYPERLINK("x")`,
        'خدمة السيارات',
        'Lead, "night"',
        'مشرف الوردية',
        'نشط',
        '2023-05-01',
      ],
    ]);
    const en = parse(
      await (
        await callAs(server, `/api/admin/employees/export.csv?q=${t}&lang=en&sort=oldest`, {
          cookie: manager,
        })
      ).text(),
      { bom: true },
    ) as string[][];
    expect(en.slice(1).map((r) => r[1])).toEqual([`Omar ${t}`, expect.stringMatching(/^Mariam /)]);
    expect(
      (await callAs(server, '/api/admin/employees/export.csv?role=owner', { cookie: manager })).status,
    ).toBe(422);
  });
});

describe('who may do what', () => {
  it('lets managers look and export, only admins and owners change; staff and the signed-out see nothing', async () => {
    const staff = (await signInAs(server, 'staff')).cookie;
    const owner = (await signInAs(server, 'owner')).cookie;
    const e = await add();
    expect((await callAs(server, '/api/admin/employees')).status).toBe(401);
    expect((await callAs(server, '/api/admin/employees', { cookie: staff })).status).toBe(403);
    expect((await callAs(server, '/api/admin/employees/export.csv', { cookie: staff })).status).toBe(403);
    expect((await create(base(), manager)).status).toBe(403);
    expect((await patch(e.id, base(), manager)).status).toBe(403);
    expect((await remove(e.id, manager)).status).toBe(403);
    expect((await create(base(), owner)).status).toBe(201);
    expect((await patch(e.id, base({ email: e.email! }), owner)).status).toBe(200);
    expect((await remove(e.id, owner)).status).toBe(200);
  });
});

describe('who is offered', () => {
  it('offers only active employees at checkout and in the orders edit; on leave and inactive ones are refused', async () => {
    const active = await add({ status: 'active' });
    const away = await add({ status: 'on_leave' });
    const gone = await add({ status: 'inactive' });
    const offered = ((await (await server.request('/api/employees')).json()) as { id: string }[]).map(
      (e) => e.id,
    );
    expect(offered).toContain(active.id);
    expect(offered).not.toContain(away.id);
    expect(offered).not.toContain(gone.id);

    const order = await orderFor(active.id);
    for (const e of [away, gone]) {
      const res = await callAs(server, `/api/admin/orders/${order.id}`, {
        method: 'PATCH',
        body: { employeeId: e.id },
        cookie: manager,
      });
      expect(await codeOf(res)).toBe('employee_unavailable');
    }
    // The orders filter still lists everyone (history), marking who is not active.
    const choices = (await (
      await callAs(server, '/api/admin/employees/options', { cookie: manager })
    ).json()) as { id: string; active: boolean }[];
    expect(choices.find((c) => c.id === away.id)?.active).toBe(false);
  });
});

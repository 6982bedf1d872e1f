import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMIRATES } from '@/common/domain';
import { formatPlate, parsePlateText } from '@/common/plates';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

/** Free text as customers typed it on their profile (and old orders held it). */
const TYPED = [
  'AD 5 12345',
  'dxb-aa-7',
  ' shj 3 404 ',
  'Dubai A 12345',
  'abu dhabi 16 7310',
  'أبوظبي ٥ ١٢٣٤٥',
  'دبي K 55120',
  'Ras Al Khaimah b 4',
  'AD A 12345', // Abu Dhabi codes are numbers
  'DXB 5 1', // Dubai codes are letters
  'AB 12345', // which emirate?
  'K 777',
  'RAK K 0123', // a number does not start with 0
  '12345',
  'دبي أ 123', // an Arabic letter is no code
];

type CustomerRow = {
  email: string;
  plate_emirate: string | null;
  plate_code: string | null;
  plate_number: string | null;
  legacy_plate: string | null;
  car_plate: string | null;
};

const order = (i: number, plate: string, parts = 'null, null, null', status = 'completed') =>
  `insert into orders (customer_name, customer_email, legacy_plate, plate_emirate, plate_code, plate_number,
     status, payment_method, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key)
   values ('C', 'c@example.com', ${plate}, ${parts}, '${status}', 'card', 1000, 48, 500, 'k${i}', 'i${i}')`;

describeOnEachDatabase('migration 0029: one plate, stored as its structure', (engine) => {
  let db: Bare;
  beforeAll(async () => {
    db = await bareDatabase(engine, 'm30');
    const at = FILES.findIndex((f) => f.startsWith('0029'));
    expect(at).toBeGreaterThan(0);
    for (const file of FILES.slice(0, at)) await db.exec(sqlOf(file));
    // The profile's free text, as it was stored (and one left empty, one never given).
    for (const [i, text] of [...TYPED, '  '].entries())
      await db.exec(
        `insert into customers (email, name, car_plate) values ('c${i}@example.com', 'C', '${text}')`,
      );
    await db.exec(`insert into customers (email, name) values ('none@example.com', 'C')`);
    // Orders: text 0012 left as typed, one read then, one anonymised (its text emptied).
    await db.exec(`insert into orders (customer_name, customer_email, car_plate, plate_emirate, plate_code, plate_number,
        status, payment_method, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key) values
      ('C', 'c@example.com', 'K 777', null, null, null, 'completed', 'card', 1000, 48, 500, 'o1', 'o1'),
      ('C', 'c@example.com', 'AD 5 12345', 'abu_dhabi', '5', '12345', 'completed', 'card', 1000, 48, 500, 'o2', 'o2'),
      ('', '', '', null, null, null, 'completed', 'card', 1000, 48, 500, 'o3', 'o3'),
      ('C', 'c@example.com', 'Dubai A 12345', null, null, null, 'completed', 'card', 1000, 48, 500, 'o4', 'o4')`);
    await db.exec(sqlOf(FILES[at]!));
  });
  afterAll(() => db.close());

  it('makes a profile’s typed plate a structure where it reads as one (as parsePlateText reads it), keeps the rest as typed', async () => {
    const rows = await db.rows<CustomerRow>(
      `select email, plate_emirate, plate_code, plate_number, legacy_plate, car_plate from customers`,
    );
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    for (const [i, text] of TYPED.entries()) {
      const row = byEmail.get(`c${i}@example.com`)!;
      const plate = parsePlateText(text);
      expect(row, text).toEqual({
        email: `c${i}@example.com`,
        plate_emirate: plate?.emirate ?? null,
        plate_code: plate?.code ?? null,
        plate_number: plate?.number ?? null,
        legacy_plate: plate ? null : text,
        car_plate: plate ? formatPlate(plate) : text,
      });
    }
    // Read: the short names, English and Arabic names, Arabic digits.
    expect(TYPED.slice(0, 8).map((t) => byEmail.get(`c${TYPED.indexOf(t)}@example.com`)!.car_plate)).toEqual([
      'AD 5 12345',
      'DXB AA 7',
      'SHJ 3 404',
      'DXB A 12345',
      'AD 16 7310',
      'AD 5 12345',
      'DXB K 55120',
      'RAK B 4',
    ]);
    // Empty text is no plate.
    expect(byEmail.get(`c${TYPED.length}@example.com`)).toMatchObject({
      legacy_plate: null,
      car_plate: null,
    });
    expect(byEmail.get('none@example.com')).toMatchObject({ plate_emirate: null, car_plate: null });
  });

  it('keeps an order’s text only where it is not a plate; the display form is drawn from the structure', async () => {
    const rows = await db.rows<{
      legacy_plate: string | null;
      plate_emirate: string | null;
      car_plate: string;
    }>(`select legacy_plate, plate_emirate, car_plate from orders order by access_key`);
    expect(rows).toEqual([
      { legacy_plate: 'K 777', plate_emirate: null, car_plate: 'K 777' },
      { legacy_plate: null, plate_emirate: 'abu_dhabi', car_plate: 'AD 5 12345' },
      { legacy_plate: null, plate_emirate: null, car_plate: '' },
      { legacy_plate: null, plate_emirate: 'dubai', car_plate: 'DXB A 12345' },
    ]);
  });

  it('draws every emirate’s plate as formatPlate does, and the new-order notice still names it', async () => {
    for (const [i, emirate] of EMIRATES.entries()) {
      const code = ['abu_dhabi', 'sharjah'].includes(emirate) ? '12' : 'AA';
      await db.exec(order(100 + i, 'null', `'${emirate}', '${code}', '4${i}'`, 'pending'));
      const [row] = await db.rows<{ car_plate: string; notice: string }>(
        `select o.car_plate, n.data->>'carPlate' as notice from orders o
         join notifications n on n.kind = 'new_order' and n.ref_id = o.id::text where o.access_key = 'k${100 + i}'`,
      );
      expect(row).toEqual({
        car_plate: formatPlate({ emirate, code, number: `4${i}` }),
        notice: formatPlate({ emirate, code, number: `4${i}` }),
      });
    }
  });

  it('refuses a plate in part, a plate beside old text, and a written display form', async () => {
    await expect(db.exec(order(200, 'null', `'dubai', 'A', null`))).rejects.toThrow(/orders_plate_whole/);
    await expect(db.exec(order(201, `'K 1'`, `'dubai', 'A', '1'`))).rejects.toThrow(/orders_plate_one_form/);
    await expect(
      db.exec(`update customers set plate_emirate = 'dubai' where email = 'none@example.com'`),
    ).rejects.toThrow(/customers_plate_whole/);
    await expect(
      db.exec(`update customers set car_plate = 'AD 1 1' where email = 'none@example.com'`),
    ).rejects.toThrow(/only be updated to DEFAULT/);
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

// Run on the schema 0012 met (orders.car_plate was the stored text then; decision 071 made it drawn).
describeOnEachDatabase(
  'migration 0012: text plates of an unmistakable shape become structured, the rest stay as typed',
  (engine) => {
    let db: Bare;
    beforeAll(async () => {
      db = await bareDatabase(engine, 'm12');
    });
    afterAll(() => db.close());

    it('reads AD/SHJ number codes and letter codes elsewhere; leaves the rest and structured plates alone', async () => {
      const at = FILES.findIndex((f) => f.startsWith('0012'));
      for (const file of FILES.slice(0, at)) await db.exec(sqlOf(file));
      const typed = [
        'AD 5 12345',
        'dxb-aa-7',
        ' shj 3 404 ',
        'AD A 12345',
        'DXB 5 1',
        'AB 12345',
        'K 777',
        'RAK K 0123',
        'FUJ M 99999',
      ];
      const insert = (i: number, plate: string, parts = 'null, null, null') =>
        db.exec(`insert into orders (customer_name, customer_email, car_plate, plate_emirate, plate_code, plate_number,
            payment_method, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key)
          values ('Legacy', 'legacy@example.com', '${plate}', ${parts}, 'card', 1000, 48, 500, 'k${i}', 'i${i}')`);
      for (const [i, plate] of typed.entries()) await insert(i, plate);
      // An order placed with a structured plate is never rewritten.
      await insert(99, 'AD 7 1', `'abu_dhabi', '7', '1'`);

      await db.exec(sqlOf(FILES[at]!));
      await db.exec(sqlOf(FILES[at]!)); // idempotent

      const rows = await db.rows<{ car_plate: string; e: string | null; c: string | null; n: string | null }>(
        `select car_plate, plate_emirate as e, plate_code as c, plate_number as n from orders order by number`,
      );
      expect(rows.map((r) => [r.car_plate, r.e, r.c, r.n])).toEqual([
        ['AD 5 12345', 'abu_dhabi', '5', '12345'],
        ['DXB AA 7', 'dubai', 'AA', '7'],
        ['SHJ 3 404', 'sharjah', '3', '404'],
        ['AD A 12345', null, null, null], // Abu Dhabi codes are numbers
        ['DXB 5 1', null, null, null], // Dubai codes are letters
        ['AB 12345', null, null, null], // which emirate?
        ['K 777', null, null, null],
        ['RAK K 0123', null, null, null], // a number does not start with 0
        ['FUJ M 99999', 'fujairah', 'M', '99999'],
        ['AD 7 1', 'abu_dhabi', '7', '1'],
      ]);
    });
  },
);

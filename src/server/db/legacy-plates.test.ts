import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database';
import type { TestServer } from '@/server/testing/test-server';

const MIGRATION = fs.readFileSync(
  path.join(import.meta.dirname, 'migrations/0012_structured_legacy_plates.sql'),
  'utf8',
);

describeOnEachDatabase(
  'migration 0012: text plates of an unmistakable shape become structured, the rest stay as typed',
  (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await engine.start();
    });
    afterAll(() => server.close());

    it('reads AD/SHJ number codes and letter codes elsewhere; leaves the rest and structured plates alone', async () => {
      const db = server.database.db;
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
      const rows = await db
        .insert(orders)
        .values(
          typed.map((carPlate) => ({
            customerName: 'Legacy',
            customerEmail: 'legacy@example.com',
            carPlate,
            paymentMethod: 'card' as const,
            totalFils: 1000,
            vatFils: 48,
            vatRateBp: 500,
            accessKey: randomUUID(),
            idempotencyKey: randomUUID(),
          })),
        )
        .returning({ id: orders.id });
      // An order placed with a structured plate is never rewritten.
      const [structured] = await db
        .insert(orders)
        .values({
          customerName: 'New',
          customerEmail: 'new@example.com',
          carPlate: 'AD 7 1',
          plateEmirate: 'abu_dhabi',
          plateCode: '7',
          plateNumber: '1',
          paymentMethod: 'card',
          totalFils: 1000,
          vatFils: 48,
          vatRateBp: 500,
          accessKey: randomUUID(),
          idempotencyKey: randomUUID(),
        })
        .returning({ id: orders.id });

      await db.execute(sql.raw(MIGRATION));
      await db.execute(sql.raw(MIGRATION)); // idempotent

      const ids = [...rows.map((r) => r.id), structured!.id];
      const after = await db
        .select({
          id: orders.id,
          carPlate: orders.carPlate,
          e: orders.plateEmirate,
          c: orders.plateCode,
          n: orders.plateNumber,
        })
        .from(orders)
        .where(inArray(orders.id, ids));
      const byId = new Map(after.map((r) => [r.id, [r.carPlate, r.e, r.c, r.n]]));
      expect(rows.map((r) => byId.get(r.id))).toEqual([
        ['AD 5 12345', 'abu_dhabi', '5', '12345'],
        ['DXB AA 7', 'dubai', 'AA', '7'],
        ['SHJ 3 404', 'sharjah', '3', '404'],
        ['AD A 12345', null, null, null], // Abu Dhabi codes are numbers
        ['DXB 5 1', null, null, null], // Dubai codes are letters
        ['AB 12345', null, null, null], // which emirate?
        ['K 777', null, null, null],
        ['RAK K 0123', null, null, null], // a number does not start with 0
        ['FUJ M 99999', 'fujairah', 'M', '99999'],
      ]);
      expect(byId.get(structured!.id)).toEqual(['AD 7 1', 'abu_dhabi', '7', '1']);
    });
  },
);

import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { orders } from '@/server/db/schema';
import { callAs } from '@/server/testing/sessions-test-kit';
import { createTestServer } from '@/server/testing/server-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { PlacedOrder } from '../orders.schema';

let server: Awaited<ReturnType<typeof createTestServer>>;
let menu: Menu;

beforeAll(async () => {
  server = await createTestServer();
  menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
});
afterAll(() => server.close());

/** Places a one-line order; `locale` left out of the body when undefined. */
async function place(locale: string | undefined, cookie?: string) {
  const product = menu.products.find((p) => !p.soldOut && p.sizes.length > 0)!;
  const email = `locale.${randomUUID()}@example.com`;
  const res = await callAs(server, '/api/orders', {
    cookie,
    body: {
      idempotencyKey: randomUUID(),
      name: 'Mariam',
      email,
      plate: testPlate('AD 1 2345'),
      paymentMethod: 'cash',
      lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1 }],
      ...(locale === undefined ? {} : { locale }),
    },
  });
  return { res, email };
}

async function recorded(res: Response) {
  expect(res.status).toBe(201);
  const { order } = (await res.json()) as PlacedOrder;
  const [row] = await server.database.db
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, order.id));
  return row!.locale;
}

/** The receipt sent to `email`, parsed as a mail program reads it. */
async function receiptTo(email: string) {
  await server.drainMail();
  const dir = path.join(server.dataDir, 'outbox');
  const raw = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .find((m) => m.includes(email))!;
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
  };
}

describe("an order's language", () => {
  it('is recorded from what the storefront sends, and its receipt comes in it first', async () => {
    const en = await place('en');
    expect(await recorded(en.res)).toBe('en');
    const enMail = await receiptTo(en.email);
    expect(enMail.subject).toMatch(/^Your Aseer order confirmation #\d+ \| تأكيد طلبك #\d+ من «عصير»$/);
    expect(enMail.html).toMatch(/<html dir="ltr" lang="en"/);
    expect(enMail.text.indexOf('Thank you')).toBeLessThan(enMail.text.indexOf('شكرًا'));

    const ar = await place('ar');
    expect(await recorded(ar.res)).toBe('ar');
    const arMail = await receiptTo(ar.email);
    expect(arMail.subject).toMatch(/^تأكيد طلبك #\d+ من «عصير» \| Your Aseer order confirmation #\d+$/);
    expect(arMail.html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(arMail.text.indexOf('شكرًا')).toBeLessThan(arMail.text.indexOf('Thank you'));
    // The designed e-mail: the shop's logo on its public origin, the order confirmation (unpaid: no tax invoice yet), the button.
    expect(arMail.html).toContain('src="http://localhost:3000/icon-192.png"');
    expect(arMail.html).toContain('تأكيد الطلب');
    expect(arMail.html).toMatch(/href="http:\/\/localhost:3000\/orders\/[0-9a-f-]{36}\?key=[^"]+"/);
  });

  it("falls back to the visitor's lang cookie when the body names none, then to Arabic", async () => {
    expect(await recorded((await place(undefined, 'lang=en')).res)).toBe('en');
    expect(await recorded((await place(undefined, 'lang=xx')).res)).toBe('ar');
    expect(await recorded((await place(undefined)).res)).toBe('ar');
    // What the body says wins over the cookie.
    expect(await recorded((await place('ar', 'lang=en')).res)).toBe('ar');
  });

  it('is refused unless ar or en, and nothing is written', async () => {
    const { res, email } = await place('fr');
    expect(res.status).toBe(422);
    expect(
      await server.database.db.select().from(orders).where(eq(orders.customerEmail, email)),
    ).toHaveLength(0);
  });
});

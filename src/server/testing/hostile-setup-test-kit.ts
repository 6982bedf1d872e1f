import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  categories,
  contactMessages,
  employees,
  navMenuItems,
  orders,
  productSizes,
  products,
  reviews,
  sessions,
  subcategories,
} from '../db/schema';
import { callAs, signInAs } from './sessions-test-kit';
import type { TestServer } from './server-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';

/**
 * What the hostile pass aims at: a customer B with an order, a review and a session (foreign to
 * customer A and to anonymous callers), and one real row of each kind the admin routes edit.
 */
export async function hostileTargets(server: TestServer) {
  const db = server.database.db;
  const b = await signInAs(server, 'customer', 'Customer B');
  const manager = await signInAs(server, 'manager');
  const [line] = await db
    .select({ productId: products.id, size: productSizes.size })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(products.status, 'active'), eq(products.soldOut, false), eq(productSizes.soldOut, false)))
    .limit(1);
  const placed = await callAs(server, '/api/orders', {
    cookie: b.cookie,
    body: {
      name: 'Customer B',
      email: b.email,
      plate: testPlate('AD 1 12345'),
      paymentMethod: 'cash',
      idempotencyKey: randomUUID(),
      lines: [{ ...line, quantity: 1 }],
    },
  });
  if (placed.status !== 201 && placed.status !== 200)
    throw new Error(`B's order: ${placed.status} ${await placed.text()}`);
  const { order } = (await placed.json()) as { order: { id: string } };
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, order.id));
  const [review] = await db
    .insert(reviews)
    .values({
      productId: line!.productId,
      authorNameEn: 'B',
      authorNameAr: 'ب',
      rating: '4',
      commentEn: 'Good',
      commentAr: 'جيد',
      customerId: row!.customerId,
      orderId: order.id,
    })
    .returning({ id: reviews.id });
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'B', email: b.email, message: 'Hello' })
    .returning({ id: contactMessages.id });
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, b.id));
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const [subcategory] = await db.select({ id: subcategories.id }).from(subcategories).limit(1);
  const [employee] = await db.select({ id: employees.id }).from(employees).limit(1);
  const [item] = await db
    .select({ id: navMenuItems.id, menuId: navMenuItems.menuId })
    .from(navMenuItems)
    .limit(1);

  return {
    b,
    /** Ids of B's things: no other customer, and no anonymous caller, may open or change them. */
    bIds: { order: order.id, review: review!.id, session: session!.id },
    /** Real ids by property name, for plausible bodies (a hostile field is then the only fault). */
    known: {
      categoryId: category!.id,
      subcategoryId: subcategory?.id ?? '',
      productId: line!.productId,
      employeeId: employee?.id ?? '',
      orderId: order.id,
    } as Record<string, string>,
    /** A real row behind each admin path (the owner may edit these: only hostile bodies go there). */
    adminRows: [
      [/\/admin\/orders\/{id}/, { id: order.id }],
      [/\/admin\/reviews\/{id}/, { id: review!.id }],
      [/\/admin\/customers\/{id}/, { id: row!.customerId! }],
      [/\/admin\/products\/{id}/, { id: line!.productId }],
      [/\/admin\/categories\/{id}/, { id: category!.id }],
      [/\/admin\/subcategories\/{id}/, { id: subcategory?.id ?? randomUUID() }],
      [/\/admin\/employees\/{id}/, { id: employee?.id ?? randomUUID() }],
      [/\/admin\/menus\/{id}/, { id: item!.menuId, itemId: item!.id }],
      [/\/admin\/messages\/{id}/, { id: message!.id }],
      [/\/admin\/staff\/{id}/, { id: manager.id }],
      // Someone else's session: refused even to the owner (the route is "my sessions").
      [/\/admin\/account\/sessions\/{id}/, { id: session!.id }],
    ] as [RegExp, Record<string, string>][],
  };
}

export type HostileTargets = Awaited<ReturnType<typeof hostileTargets>>;

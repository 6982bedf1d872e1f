import { randomBytes, randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '@/common/domain';
import { customers, orderItems, orders, products, reviews } from '@/server/db/schema';
import { signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { lineSize } from '@/features/catalog/size-test-kit';

/** Test helpers of the reviews feature: customers, their orders and reviews, written directly. */
export function reviewsKit(server: TestServer) {
  const db = () => server.database.db;

  /** A signed-in customer account (with its customer record) named `name`. */
  async function customer(name = `Customer ${randomUUID().slice(0, 6)}`) {
    const account = await signInAs(server, 'customer', name);
    const [record] = await db().select().from(customers).where(eq(customers.userId, account.id));
    if (!record) throw new Error('no customer record for the account');
    return { ...account, customerId: record.id, name };
  }

  /** Seeded products, in a stable order. */
  async function someProducts() {
    return db()
      .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
      .from(products)
      .orderBy(products.nameEn);
  }

  /**
   * An order of `customerId` holding `productIds` (one line each), in `status`; placed from the
   * customer's account when it has one (as if signed in), so it is in that account's history.
   */
  async function order(customerId: string, productIds: string[], status: OrderStatus = 'completed') {
    const [owner] = await db()
      .select({ userId: customers.userId })
      .from(customers)
      .where(eq(customers.id, customerId));
    const [o] = await db()
      .insert(orders)
      .values({
        customerId,
        userId: owner?.userId ?? null,
        customerName: 'Customer',
        customerEmail: `c.${randomUUID()}@example.com`,
        ...plateColumns('AD 1 234'),
        status,
        paymentMethod: 'card',
        totalFils: 1500 * productIds.length,
        vatFils: 71 * productIds.length,
        vatRateBp: 500,
        accessKey: randomBytes(32).toString('base64url'),
        idempotencyKey: randomUUID(),
      })
      .returning();
    await db()
      .insert(orderItems)
      .values(
        productIds.map((productId, position) => ({
          orderId: o!.id,
          productId,
          nameEn: 'Item',
          nameAr: 'صنف',
          ...lineSize('medium'),
          unitPriceFils: 1500,
          quantity: 1,
          position,
        })),
      );
    return o!;
  }

  /** A review written straight into the table (for the back-office tests). */
  async function review(over: Partial<typeof reviews.$inferInsert> = {}) {
    const [r] = await db()
      .insert(reviews)
      .values({
        authorNameEn: 'Reviewer',
        authorNameAr: 'مقيّم',
        rating: '4.0',
        commentEn: 'Good',
        commentAr: 'جيد',
        status: 'pending',
        ...over,
      })
      .returning();
    return r!;
  }

  return { db, customer, someProducts, order, review };
}

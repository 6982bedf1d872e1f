import { asc, desc, eq, inArray } from 'drizzle-orm';
import { formatPlate } from '@/common/plates';
import type { Db } from '@/server/db/client';
import { customerCars, customers, orderItems, orders, products, reviews, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { MyData } from '../my-data.schema';

/**
 * What the shop holds about the account `userId` (see MyDataSchema): the account, its customer
 * record, saved cars, the account's orders (`orders.user_id`) with their items, and the reviews
 * its customer record wrote. Read in one snapshot, so the parts agree with each other.
 */
export async function collectMyData(db: Db, userId: string, now = new Date()): Promise<MyData> {
  return db.transaction(
    async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new AppError('unauthorized', 401);
      const [customer] = await tx.select().from(customers).where(eq(customers.userId, userId)).limit(1);
      const cars = await tx
        .select()
        .from(customerCars)
        .where(eq(customerCars.userId, userId))
        .orderBy(desc(customerCars.isDefault), asc(customerCars.createdAt));
      const orderRows = await tx
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.number));
      const itemRows = orderRows.length
        ? await tx
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((o) => o.id),
              ),
            )
            .orderBy(asc(orderItems.position))
        : [];
      const reviewRows = customer
        ? await tx
            .select({
              review: reviews,
              productEn: products.nameEn,
              productAr: products.nameAr,
              orderNumber: orders.number,
            })
            .from(reviews)
            .leftJoin(products, eq(products.id, reviews.productId))
            .leftJoin(orders, eq(orders.id, reviews.orderId))
            .where(eq(reviews.customerId, customer.id))
            .orderBy(desc(reviews.createdAt))
        : [];

      return {
        exportedAt: now.toISOString(),
        currency: 'AED',
        account: {
          name: user.name,
          email: user.email.toLowerCase(),
          createdAt: user.createdAt.toISOString(),
          emailConfirmed: user.emailVerified,
        },
        customer: customer
          ? { name: customer.name, email: customer.email, phone: customer.phone, carPlate: customer.carPlate }
          : null,
        savedCars: cars.map((c) => ({
          plate: formatPlate({ emirate: c.emirate, code: c.code, number: c.number }),
          emirate: c.emirate,
          code: c.code,
          number: c.number,
          nickname: c.nickname,
          colour: c.colour,
          make: c.make,
          isDefault: c.isDefault,
          addedAt: c.createdAt.toISOString(),
        })),
        orders: orderRows.map((o) => ({
          number: o.number,
          placedAt: o.createdAt.toISOString(),
          status: o.status,
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          name: o.customerName,
          email: o.customerEmail,
          phone: o.customerPhone,
          carPlate: o.carPlate,
          arrivalNote: o.arrivalNote,
          bayName: o.bayName,
          items: itemRows
            .filter((i) => i.orderId === o.id)
            .map((i) => ({
              nameEn: i.nameEn,
              nameAr: i.nameAr,
              size: i.size,
              sizeNameEn: i.sizeNameEn,
              sizeNameAr: i.sizeNameAr,
              quantity: i.quantity,
              unitPriceFils: i.unitPriceFils,
              lineTotalFils: i.unitPriceFils * i.quantity,
              options: i.options.map(({ nameEn, nameAr, priceFils, isDefault }) => ({
                nameEn,
                nameAr,
                priceFils,
                isDefault,
              })),
              note: i.note,
            })),
          totalFils: o.totalFils,
          vatFils: o.vatFils,
        })),
        reviews: reviewRows.map(({ review: r, productEn, productAr, orderNumber }) => ({
          product: productEn !== null && productAr !== null ? { nameEn: productEn, nameAr: productAr } : null,
          orderNumber,
          rating: Number(r.rating),
          title: r.title,
          // A customer writes in one language; both columns hold the same text.
          comment: r.locale === 'ar' ? r.commentAr : r.commentEn,
          status: r.status,
          writtenAt: r.createdAt.toISOString(),
          shopReply: r.reply,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

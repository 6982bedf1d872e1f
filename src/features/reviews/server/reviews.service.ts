import { and, desc, eq, sql } from 'drizzle-orm';
import { formatShopDate } from '@/common/dates';
import type { SessionUser } from '@/server/auth/session';
import type { Db } from '@/server/db/client';
import { customers, orderItems, orders, products, reviews } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { MyReview, PublicReview, ReviewInput } from '../reviews.schema';

/** Approved reviews that staff featured, newest first, for the home page. */
export async function listFeaturedReviews(db: Db, limit = 6): Promise<PublicReview[]> {
  const rows = await db
    .select({ review: reviews, productEn: products.nameEn, productAr: products.nameAr })
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.status, 'approved'), eq(reviews.featured, true)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(({ review: r, productEn, productAr }) => ({
    id: r.id,
    authorNameEn: r.authorNameEn,
    authorNameAr: r.authorNameAr,
    rating: Number(r.rating),
    title: r.title,
    commentEn: r.commentEn,
    commentAr: r.commentAr,
    locale: r.locale,
    verifiedPurchase: r.verifiedPurchase,
    product: productEn !== null && productAr !== null ? { nameEn: productEn, nameAr: productAr } : null,
    createdAt: r.createdAt.toISOString(),
    writtenOn: { en: formatShopDate(r.createdAt, 'en'), ar: formatShopDate(r.createdAt, 'ar') },
  }));
}

/**
 * A signed-in customer reviews a product of one of their own completed orders (a verified
 * purchase): an order of their account (`orders.user_id`), not a guest's order that only carries
 * their e-mail. Someone else's order is "not found" (ids cannot be probed); one review per product,
 * whichever order it came from (the unique index decides, even for two submissions at once).
 * The review waits for moderation; the database trigger tells the staff.
 */
export async function submitReview(db: Db, user: SessionUser, input: ReviewInput): Promise<MyReview> {
  const [order] = await db
    .select({
      status: orders.status,
      customerId: customers.id,
      name: customers.name,
      hasProduct: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} = ${input.productId})`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, user.id)))
    .limit(1);
  if (!order) throw new AppError('order_not_found', 404);
  if (order.status !== 'completed') throw new AppError('review_order_not_completed', 409);
  if (!order.hasProduct)
    throw new AppError('review_product_not_in_order', 422, [
      { path: 'productId', code: 'custom', message: 'reviews:errors.notInOrder' },
    ]);

  // A customer writes in one language: their name and text fill both columns, `locale` says which.
  const [saved] = await db
    .insert(reviews)
    .values({
      productId: input.productId,
      orderId: input.orderId,
      customerId: order.customerId,
      authorNameEn: order.name,
      authorNameAr: order.name,
      rating: input.rating.toFixed(1),
      title: input.title,
      commentEn: input.comment,
      commentAr: input.comment,
      locale: input.locale,
      verifiedPurchase: true,
      status: 'pending',
      featured: false,
    })
    .onConflictDoNothing({ target: [reviews.customerId, reviews.productId] })
    .returning();
  if (!saved) throw new AppError('review_exists', 409);
  return toMine(saved);
}

const toMine = (r: typeof reviews.$inferSelect): MyReview => ({
  id: r.id,
  productId: r.productId,
  orderId: r.orderId,
  rating: Number(r.rating),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** The signed-in customer's own reviews, newest first (their order history marks what is reviewed). */
export async function reviewsOfUser(db: Db, userId: string): Promise<MyReview[]> {
  const rows = await db
    .select({ review: reviews })
    .from(reviews)
    .innerJoin(customers, and(eq(customers.id, reviews.customerId), eq(customers.userId, userId)))
    .orderBy(desc(reviews.createdAt));
  return rows.map((r) => toMine(r.review));
}

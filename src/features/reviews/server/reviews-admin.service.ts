import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Page } from '@/common/pagination';
import type { Db } from '@/server/db/client';
import { customers, orders, products, reviews } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { containsPattern } from '@/server/lib/sql-like';
import type { AdminReview, ReviewFilter, ReviewListQuery, ReviewStats } from '../reviews.admin.schema';

/** Search, status, rating and Asia/Dubai date range, over the review and what it joins. */
function whereOf(f: ReviewFilter): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    pattern
      ? or(
          ilike(reviews.authorNameEn, pattern),
          ilike(reviews.authorNameAr, pattern),
          ilike(customers.name, pattern),
          ilike(products.nameEn, pattern),
          ilike(products.nameAr, pattern),
          ilike(reviews.title, pattern),
          ilike(reviews.commentEn, pattern),
          ilike(reviews.commentAr, pattern),
        )
      : undefined,
    f.status ? eq(reviews.status, f.status) : undefined,
    f.rating ? sql`floor(${reviews.rating}) = ${f.rating}` : undefined,
    f.from ? sql`${reviews.createdAt} >= (${f.from}::date)::timestamp at time zone 'Asia/Dubai'` : undefined,
    f.to ? sql`${reviews.createdAt} < (${f.to}::date + 1)::timestamp at time zone 'Asia/Dubai'` : undefined,
  );
}

const COLUMNS = {
  review: reviews,
  email: customers.email,
  productEn: products.nameEn,
  productAr: products.nameAr,
  orderNumber: orders.number,
  createdDubai: sql<string>`to_char(${reviews.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM-DD HH24:MI:SS')`,
};

/** Reviews with their customer, product and order, matching `where`, newest first. */
function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(COLUMNS)
    .from(reviews)
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
}
type Row = Awaited<ReturnType<typeof selectReviews>>[number];

const toAdminReview = ({ review: r, email, productEn, productAr, orderNumber }: Row): AdminReview => ({
  id: r.id,
  rating: Number(r.rating),
  title: r.title,
  commentEn: r.commentEn,
  commentAr: r.commentAr,
  locale: r.locale,
  status: r.status,
  featured: r.featured,
  verifiedPurchase: r.verifiedPurchase,
  reply: r.reply,
  replyAt: r.replyAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  customer: { nameEn: r.authorNameEn, nameAr: r.authorNameAr, email },
  product: productEn !== null && productAr !== null ? { nameEn: productEn, nameAr: productAr } : null,
  orderNumber,
});

/** One page of reviews matching the filters, newest first. */
export async function listReviews(db: Db, query: ReviewListQuery): Promise<Page<AdminReview>> {
  const where = whereOf(query);
  const [rows, [count]] = await Promise.all([
    selectReviews(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .leftJoin(customers, eq(customers.id, reviews.customerId))
      .leftJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return {
    rows: rows.map(toAdminReview),
    total: Number(count?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Average rating, total, pending and featured over every review, in one pass. */
export async function reviewStats(db: Db): Promise<ReviewStats> {
  const [s] = await db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${reviews.status} = 'pending'))::int`,
      featured: sql<number>`(count(*) filter (where ${reviews.featured}))::int`,
    })
    .from(reviews);
  return {
    average: s?.average == null ? null : Number(s.average),
    total: Number(s?.total ?? 0),
    pending: Number(s?.pending ?? 0),
    featured: Number(s?.featured ?? 0),
  };
}

async function getReview(db: Db, id: string): Promise<AdminReview> {
  const [row] = await selectReviews(db, eq(reviews.id, id)).limit(1);
  if (!row) throw new AppError('review_not_found', 404);
  return toAdminReview(row);
}

/** Approves or rejects a review while it is pending (a moderated review keeps its decision). */
export async function moderateReview(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
): Promise<AdminReview> {
  const [done] = await db
    .update(reviews)
    .set({ status })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning({ id: reviews.id });
  if (!done) {
    await getReview(db, id); // 404 when it does not exist at all
    throw new AppError('review_not_pending', 409);
  }
  return getReview(db, id);
}

/** The shop's public reply (replaces an earlier one); the status does not change. */
export async function replyToReview(db: Db, id: string, reply: string): Promise<AdminReview> {
  const [done] = await db
    .update(reviews)
    .set({ reply, replyAt: new Date() })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  if (!done) throw new AppError('review_not_found', 404);
  return getReview(db, id);
}

/** Features an approved review on the home page, or takes any review off it. */
export async function featureReview(db: Db, id: string, featured: boolean): Promise<AdminReview> {
  const [done] = await db
    .update(reviews)
    .set({ featured })
    .where(and(eq(reviews.id, id), featured ? eq(reviews.status, 'approved') : undefined))
    .returning({ id: reviews.id });
  if (!done) {
    await getReview(db, id);
    throw new AppError('review_not_approved', 409);
  }
  return getReview(db, id);
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  const gone = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id });
  if (gone.length === 0) throw new AppError('review_not_found', 404);
}

interface ReviewCsvRow extends AdminReview {
  /** Asia/Dubai, `yyyy-MM-dd HH:mm:ss`. */
  createdAtDubai: string;
}

/** Every review matching the filters, newest first (the CSV export). */
export async function exportReviews(db: Db, filter: ReviewFilter): Promise<ReviewCsvRow[]> {
  const rows = await selectReviews(db, whereOf(filter));
  return rows.map((r) => ({ ...toAdminReview(r), createdAtDubai: r.createdDubai }));
}

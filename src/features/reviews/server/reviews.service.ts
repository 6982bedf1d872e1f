import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reviews } from '@/server/db/schema';
import type { PublicReview } from '../reviews.schema';

/** Approved reviews that staff featured, newest first, for the home page. */
export async function listFeaturedReviews(db: Db, limit = 6): Promise<PublicReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.status, 'approved'), eq(reviews.featured, true)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    authorNameEn: r.authorNameEn,
    authorNameAr: r.authorNameAr,
    rating: Number(r.rating),
    commentEn: r.commentEn,
    commentAr: r.commentAr,
    createdAt: r.createdAt.toISOString(),
  }));
}

import { z } from 'zod';
import { dayString, daysInOrder } from '@/common/day-schema';
import { REVIEW_STATUSES } from '@/common/domain';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { MULTILINE_TEXT, SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** Back-office reviews: the schemas shared by the moderation screen and the admin API. */

/** Read as an Asia/Dubai day. */
const DaySchema = dayString('admin-reviews:validation.date');

/** Search, status, rating and date range: the list and the CSV export share them. */
const filterShape = {
  /** Over customer name, product names, title and content. No control characters. */
  q: typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  /** Whole stars: 4 finds 4 and 4.5. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** First and last Asia/Dubai day, both included. */
  from: DaySchema.optional(),
  to: DaySchema.optional(),
};
const rangeIssue = { path: ['to'], message: 'admin-reviews:validation.range' };

/** What the list and the export filter by. */
export type ReviewFilter = z.infer<z.ZodObject<typeof filterShape>>;

export const ReviewListQuerySchema = PageQuerySchema.extend(filterShape).refine(daysInOrder, rangeIssue);
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/** The export also takes the screen's language (names and bilingual texts in it). */
export const ReviewExportQuerySchema = z
  .object({ ...filterShape, lang: z.enum(['ar', 'en']).default('en') })
  .refine(daysInOrder, rangeIssue);

export const AdminReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number(),
  title: z.string(),
  commentEn: z.string(),
  commentAr: z.string(),
  /** The language a customer wrote in; null for a review written in both. */
  locale: z.enum(['ar', 'en']).nullable(),
  status: z.enum(REVIEW_STATUSES),
  featured: z.boolean(),
  verifiedPurchase: z.boolean(),
  reply: z.string().nullable(),
  replyAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  customer: z.object({ nameEn: z.string(), nameAr: z.string(), email: z.string().nullable() }),
  product: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
  /** The completed order the product came from (#1042). */
  orderNumber: z.number().int().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewPageSchema = z.object({
  rows: z.array(AdminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewPage = Page<AdminReview>;

/** Over every review (not the filters): the four cards of the screen. */
export const ReviewStatsSchema = z.object({
  /** Average rating to one decimal; null while there are no reviews. */
  average: z.number().nullable(),
  total: z.number().int(),
  pending: z.number().int(),
  featured: z.number().int(),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

/** Approve or reject a pending review. */
export const ReviewStatusChangeSchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();

export const REPLY_MAX = 2000;
/** The shop's public answer (a blank one is refused: the screen does not send it). */
export const ReviewReplySchema = z
  .object({
    reply: typedText()
      .trim()
      .min(1, 'validation.required')
      .max(REPLY_MAX, 'validation.tooLong')
      .regex(MULTILINE_TEXT, 'reviews:validation.text'),
  })
  .strict();

export const ReviewFeatureSchema = z.object({ featured: z.boolean() }).strict();

import { z } from 'zod';
import { REVIEW_STATUSES } from '@/common/domain';
import { MULTILINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * Storefront reviews: the home page's featured reviews and a customer's own review form, shared
 * by the form and the API. Messages are translation keys (`common` unless a namespace is named).
 */

/** Text a customer types: no control characters (a NUL cannot be stored), line breaks and tabs allowed. */

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_COMMENT_MAX = 2000;

const text = (max: number) =>
  typedText()
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .regex(MULTILINE_TEXT, 'reviews:validation.text');

/** POST /api/account/reviews: a signed-in customer reviews a product of one of their completed orders. */
export const ReviewInputSchema = z
  .object({
    orderId: z.uuid(),
    productId: z.uuid(),
    /** Whole stars. */
    rating: z
      .number('reviews:validation.rating')
      .int('reviews:validation.rating')
      .min(1, 'reviews:validation.rating')
      .max(5, 'reviews:validation.rating'),
    title: text(REVIEW_TITLE_MAX),
    comment: text(REVIEW_COMMENT_MAX),
    /** The language the customer wrote in. */
    locale: z.enum(['ar', 'en']).default('ar'),
  })
  .strict();
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
export type ReviewInputValues = z.input<typeof ReviewInputSchema>;

const PublicReviewSchema = z.object({
  id: z.uuid(),
  authorNameEn: z.string(),
  authorNameAr: z.string(),
  rating: z.number().min(1).max(5).multipleOf(0.5),
  title: z.string(),
  commentEn: z.string(),
  commentAr: z.string(),
  /** The language a customer wrote in; null for a review written in both. */
  locale: z.enum(['ar', 'en']).nullable(),
  verifiedPurchase: z.boolean(),
  product: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
  createdAt: z.string(),
  /**
   * The day it was written as each language writes it (the shop's time zone): the home page shows
   * it without loading a phone's date-formatting data to hydrate.
   */
  writtenOn: z.object({ en: z.string(), ar: z.string() }),
});

export const FeaturedReviewsSchema = z.object({ reviews: z.array(PublicReviewSchema) });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** A review of the signed-in customer (what their order history needs to show "reviewed"). */
export const MyReviewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  rating: z.number(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

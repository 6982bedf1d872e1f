import { z } from 'zod';

export const PublicReviewSchema = z.object({
  id: z.uuid(),
  authorNameEn: z.string(),
  authorNameAr: z.string(),
  rating: z.number().min(1).max(5).multipleOf(0.5),
  commentEn: z.string(),
  commentAr: z.string(),
  createdAt: z.string(),
});

export const FeaturedReviewsSchema = z.object({ reviews: z.array(PublicReviewSchema) });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

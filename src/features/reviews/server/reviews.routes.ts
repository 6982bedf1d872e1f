import { createRoute, z } from '@hono/zod-openapi';
import { sessionRequired } from '@/server/lib/openapi-helpers';
import { requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { limitPerClient } from '@/server/lib/rate-limit';
import { FeaturedReviewsSchema, MyReviewSchema, ReviewInputSchema } from '../reviews.schema';
import { listFeaturedReviews, reviewsOfUser, submitReview } from './reviews.service';
import { CachedJson } from '@/server/lib/cached-json';

const TAGS = ['Reviews'];
const MyReview = MyReviewSchema.openapi('MyReview');

/** Reviews sent from one address: a family's worth of products, not a flood. */
export const REVIEW_LIMIT = { perClient: 20, windowMs: 10 * 60_000 } as const;

const featuredRoute = createRoute({
  method: 'get',
  path: '/reviews/featured',
  tags: TAGS,
  summary: 'Approved, featured customer reviews for the home page (newest first, at most 6)',
  responses: { 200: jsonResponse('Featured reviews', FeaturedReviewsSchema) },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/account/reviews',
  security: sessionRequired,
  tags: TAGS,
  summary:
    'The signed-in customer reviews a product of one of their completed orders (verified purchase; waits for moderation); one review per product; 20 per client in 10 minutes',
  request: { body: jsonBody(ReviewInputSchema) },
  responses: {
    201: jsonResponse('Sent; pending moderation', MyReview),
    401: errorResponse('unauthorized: not signed in'),
    404: errorResponse('order_not_found: no such order of this customer'),
    409: errorResponse('review_order_not_completed, or review_exists (this product is already reviewed)'),
    422: errorResponse('Invalid fields, or review_product_not_in_order'),
    429: errorResponse('rate_limited'),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/account/reviews',
  security: sessionRequired,
  tags: TAGS,
  summary: "The signed-in customer's reviews, newest first",
  responses: {
    200: jsonResponse('Reviews', z.array(MyReview)),
    401: errorResponse('unauthorized: not signed in'),
  },
});

export function reviewsRoutes(deps: Deps) {
  const app = createRouter();
  app.on(
    'POST',
    '/account/reviews',
    limitPerClient(deps, 'reviews', REVIEW_LIMIT.perClient, REVIEW_LIMIT.windowMs),
  );
  // Loaded once per change: any review change (in any process, through NOTIFY) or a renamed
  // product drops it. Revalidated on each visit (an ETag makes that a 304), so a review staff just
  // featured shows at once.
  const featured = new CachedJson(async () => ({ reviews: await listFeaturedReviews(deps.db) }));
  deps.hub.subscribe('reviews', () => featured.invalidate());
  deps.hub.subscribe('catalog', () => featured.invalidate());

  app.openapi(featuredRoute, (c) => featured.respond(c) as never);
  app.openapi(submitRoute, async (c) => {
    const user = await requireUser(deps, c);
    return c.json(await submitReview(deps.db, user, c.req.valid('json')), 201);
  });
  app.openapi(mineRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await reviewsOfUser(deps.db, user.id), 200);
  });
  return app;
}

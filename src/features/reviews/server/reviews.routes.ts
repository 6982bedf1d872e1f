import { createRoute } from '@hono/zod-openapi';
import { createRouter, type Deps } from '@/server/deps';
import { FeaturedReviewsSchema } from '../reviews.schema';
import { listFeaturedReviews } from './reviews.service';

const featuredRoute = createRoute({
  method: 'get',
  path: '/reviews/featured',
  tags: ['Reviews'],
  summary: 'Approved, featured customer reviews for the home page (newest first, at most 6)',
  responses: {
    200: {
      description: 'Featured reviews',
      content: { 'application/json': { schema: FeaturedReviewsSchema } },
    },
  },
});

export function reviewsRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(featuredRoute, async (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ reviews: await listFeaturedReviews(deps.db) }, 200);
  });
  return app;
}

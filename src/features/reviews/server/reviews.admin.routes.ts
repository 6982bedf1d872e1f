import { z } from '@hono/zod-openapi';
import { recordDataExport } from '@/server/auth/security-facts';
import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { csvHeaders, toCsv } from '@/server/lib/csv';
import { REVIEW_CSV_COLUMNS, REVIEW_CSV_STATUSES } from './reviews-csv';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  AdminReviewPageSchema,
  AdminReviewSchema,
  ReviewExportQuerySchema,
  ReviewFeatureSchema,
  ReviewListQuerySchema,
  ReviewReplySchema,
  ReviewStatsSchema,
  ReviewStatusChangeSchema,
} from '../reviews.admin.schema';
import {
  deleteReview,
  exportReviews,
  featureReview,
  listReviews,
  moderateReview,
  replyToReview,
  reviewStats,
} from './reviews-admin.service';

const TAGS = ['Admin: reviews'];
const PERMISSION = 'reviews.moderate';
const notFound = errorResponse('review_not_found');
const Review = AdminReviewSchema.openapi('AdminReview');
const saved = jsonResponse('The review as it is now', Review);

const listRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/reviews',
  tags: TAGS,
  summary:
    'Reviews, one page, newest first: search over customer, product names, title and content; status; whole-star rating; Asia/Dubai date range',
  request: { query: ReviewListQuerySchema },
  responses: {
    200: jsonResponse('One page', AdminReviewPageSchema.openapi('AdminReviewPage')),
    422: errorResponse('Invalid query'),
  },
});

const statsRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/reviews/stats',
  tags: TAGS,
  summary: 'Average rating, total, pending and featured, over every review',
  responses: { 200: jsonResponse('The figures', ReviewStatsSchema.openapi('ReviewStats')) },
});

const exportRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/reviews/export.csv',
  tags: TAGS,
  summary:
    'Every review matching the filters as reviews-export.csv (RFC 4180, UTF-8 with BOM, formula cells neutralised; names in `lang`)',
  request: { query: ReviewExportQuerySchema },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    422: errorResponse('Invalid query'),
  },
});

const statusRoute = adminRoute(PERMISSION, {
  method: 'patch',
  path: '/reviews/{id}/status',
  tags: TAGS,
  summary: 'Approves or rejects a pending review',
  request: { params: uuidParams, body: jsonBody(ReviewStatusChangeSchema) },
  responses: {
    200: saved,
    404: notFound,
    409: errorResponse('review_not_pending'),
    422: errorResponse('Invalid id or status'),
  },
});

const replyRoute = adminRoute(PERMISSION, {
  method: 'put',
  path: '/reviews/{id}/reply',
  tags: TAGS,
  summary: "Sets the shop's reply (and its time); the status does not change",
  request: { params: uuidParams, body: jsonBody(ReviewReplySchema) },
  responses: { 200: saved, 404: notFound, 422: errorResponse('Invalid id, or a blank or over-long reply') },
});

const featureRoute = adminRoute(PERMISSION, {
  method: 'patch',
  path: '/reviews/{id}/featured',
  tags: TAGS,
  summary: 'Features an approved review on the home page, or takes a review off it',
  request: { params: uuidParams, body: jsonBody(ReviewFeatureSchema) },
  responses: {
    200: saved,
    404: notFound,
    409: errorResponse('review_not_approved'),
    422: errorResponse('Invalid id or body'),
  },
});

const deleteRoute = adminRoute(PERMISSION, {
  method: 'delete',
  path: '/reviews/{id}',
  tags: TAGS,
  summary: 'Deletes a review, whatever its status',
  request: { params: uuidParams },
  responses: { 204: { description: 'Deleted' }, 404: notFound, 422: errorResponse('Invalid id') },
});

export function reviewsAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listReviews(deps.db, c.req.valid('query')), 200));
  app.openapi(statsRoute, async (c) => c.json(await reviewStats(deps.db), 200));
  app.openapi(exportRoute, async (c) => {
    const { lang, ...filter } = c.req.valid('query');
    const pick = (x: { nameEn: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.nameEn);
    const rows = await exportReviews(deps.db, filter);
    const csv = toCsv(
      REVIEW_CSV_COLUMNS,
      rows.map((r) => [
        r.id,
        pick(r.customer),
        r.product ? pick(r.product) : '',
        r.rating,
        r.title,
        lang === 'ar' ? r.commentAr : r.commentEn,
        REVIEW_CSV_STATUSES[lang][r.status],
        r.createdAtDubai,
      ]),
    );
    await recordDataExport(deps, c, 'reviews', rows.length);
    return c.body(csv, 200, csvHeaders('reviews-export.csv'));
  });
  app.openapi(statusRoute, async (c) =>
    c.json(await moderateReview(deps.db, c.req.valid('param').id, c.req.valid('json').status), 200),
  );
  app.openapi(replyRoute, async (c) =>
    c.json(await replyToReview(deps.db, c.req.valid('param').id, c.req.valid('json').reply), 200),
  );
  app.openapi(featureRoute, async (c) =>
    c.json(await featureReview(deps.db, c.req.valid('param').id, c.req.valid('json').featured), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteReview(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}

export { reviewsAdminRoutes } from './reviews.admin.routes';
export { reviewsRoutes } from './reviews.routes';

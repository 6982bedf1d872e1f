export { FeaturedReviews } from './featured-reviews';
export { featuredReviewsQuery } from './featured-reviews-query';
export { OrderReviews } from './order-reviews';

export { FeaturedReviews, featuredReviewsQuery } from './featured-reviews';
export { OrderReviews } from './order-reviews';

import { queryOptions } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';

/** The reviews staff featured on the home page (the server fetches them before drawing it). */
export const featuredReviewsQuery = queryOptions({
  queryKey: ['reviews', 'featured'],
  queryFn: () => call(apiClient.GET('/api/reviews/featured')),
});

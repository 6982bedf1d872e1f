import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ACCOUNT_KEY } from '@/client/lib/account-key';
import type { ReviewInputValues } from '../reviews.schema';

/** Under the account's key: signing out drops it with the rest of the account. */
const MY_REVIEWS_KEY = [...ACCOUNT_KEY, 'reviews'] as const;

/** GET /api/account/reviews: the signed-in customer's reviews. */
export const useMyReviews = () =>
  useQuery({
    queryKey: MY_REVIEWS_KEY,
    queryFn: () => call(apiClient.GET('/api/account/reviews')),
    staleTime: 30_000,
  });

/** POST /api/account/reviews */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInputValues) => call(apiClient.POST('/api/account/reviews', { body: input })),
    // Also after a refusal: "already reviewed" means the list here is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
  });
}

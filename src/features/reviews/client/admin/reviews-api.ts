import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf, toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { daysInOrder } from '@/common/day-schema';
import { REVIEW_STATUSES } from '@/common/domain';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';

/** Everything of the back-office reviews is cached under this key (list and figures). */
const REVIEWS_KEY = [...ADMIN_KEY, 'reviews'] as const;

export interface ReviewFilterParams {
  q: string;
  status: string;
  rating: string;
  from: string;
  to: string;
}

/** GET /api/admin/reviews */
export const useReviews = (params: ReviewFilterParams & { page: number; pageSize: number }) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'list', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/reviews', {
          params: {
            query: {
              ...params,
              status: oneOf(params.status, REVIEW_STATUSES),
              rating: Number(params.rating) || undefined,
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    // Days out of order are said under the filter (DateRangeFields): nothing is asked that the server refuses.
    enabled: daysInOrder(params),
  });

/** GET /api/admin/reviews/stats */
export const useReviewStats = () =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'stats'],
    queryFn: () => call(apiClient.GET('/api/admin/reviews/stats')),
  });

/** GET /api/admin/reviews/export.csv with the list's filters: a link's address, not a query. */
export const reviewsCsvHref = (params: ReviewFilterParams & { lang: string }) =>
  `/api/admin/reviews/export.csv${toQuery({ ...params })}`;

/** A change to one review; every list and the figures are refreshed after it. */
function useReviewChange<V>(change: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

/** PATCH /api/admin/reviews/{id}/status */
export const useModerateReview = () =>
  useReviewChange(({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
    call(apiClient.PATCH('/api/admin/reviews/{id}/status', { params: { path: { id } }, body: { status } })),
  );

/** PUT /api/admin/reviews/{id}/reply */
export const useReplyToReview = () =>
  useReviewChange(({ id, reply }: { id: string; reply: string }) =>
    call(apiClient.PUT('/api/admin/reviews/{id}/reply', { params: { path: { id } }, body: { reply } })),
  );

/** PATCH /api/admin/reviews/{id}/featured */
export const useFeatureReview = () =>
  useReviewChange(({ id, featured }: { id: string; featured: boolean }) =>
    call(
      apiClient.PATCH('/api/admin/reviews/{id}/featured', { params: { path: { id } }, body: { featured } }),
    ),
  );

/** DELETE /api/admin/reviews/{id} */
export const useDeleteReview = () =>
  useReviewChange((id: string) =>
    call(apiClient.DELETE('/api/admin/reviews/{id}', { params: { path: { id } } })),
  );

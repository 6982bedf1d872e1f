import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { AdminReview, AdminReviewPage, ReviewStats } from '../../reviews.admin.schema';

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
    queryFn: () => api<AdminReviewPage>(`/admin/reviews${toQuery({ ...params })}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/reviews/stats */
export const useReviewStats = () =>
  useQuery({ queryKey: [...REVIEWS_KEY, 'stats'], queryFn: () => api<ReviewStats>('/admin/reviews/stats') });

/** GET /api/admin/reviews/export.csv with the list's filters: a link's address, not a query. */
export const reviewsCsvHref = (params: ReviewFilterParams & { lang: string }) => `/api/admin/reviews/export.csv${toQuery({ ...params })}`;

/** A change to one review; every list and the figures are refreshed after it. */
function useReviewChange<V>(call: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }) });
}

/** PATCH /api/admin/reviews/{id}/status */
export const useModerateReview = () =>
  useReviewChange(({ id, status }: { id: string; status: 'approved' | 'rejected' }) =>
    api<AdminReview>(`/admin/reviews/${id}/status`, { method: 'PATCH', json: { status } }),
  );

/** PUT /api/admin/reviews/{id}/reply */
export const useReplyToReview = () =>
  useReviewChange(({ id, reply }: { id: string; reply: string }) => api<AdminReview>(`/admin/reviews/${id}/reply`, { method: 'PUT', json: { reply } }));

/** PATCH /api/admin/reviews/{id}/featured */
export const useFeatureReview = () =>
  useReviewChange(({ id, featured }: { id: string; featured: boolean }) =>
    api<AdminReview>(`/admin/reviews/${id}/featured`, { method: 'PATCH', json: { featured } }),
  );

/** DELETE /api/admin/reviews/{id} */
export const useDeleteReview = () => useReviewChange((id: string) => api<void>(`/admin/reviews/${id}`, { method: 'DELETE' }));

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { BayArrivalInput, BayOwnArrivalInput, BayPlateLookupInput } from '../bays.schema';

/** GET /api/bays/{token}: the bay's name (404 bay_unknown for an unknown or removed code). */
export const bayQuery = (token: string) =>
  queryOptions({
    queryKey: ['bays', token],
    queryFn: () => call(apiClient.GET('/api/bays/{token}', { params: { path: { token } } })),
    retry: (count, e) => count < 2 && !(e && 'status' in e && e.status === 404),
  });
export const useBay = (token: string) => useQuery(bayQuery(token));

/** POST /api/bays/{token}/arrival: this phone's own order, "I'm here at this bay". */
export const useArriveAtBay = (token: string) =>
  useMutation({
    mutationFn: (body: BayOwnArrivalInput) =>
      call(apiClient.POST('/api/bays/{token}/arrival', { params: { path: { token } }, body })),
  });

/** POST /api/bays/{token}/orders: the plate's open orders of today (numbers only). */
export const useFindByPlate = (token: string) =>
  useMutation({
    mutationFn: (body: BayPlateLookupInput) =>
      call(apiClient.POST('/api/bays/{token}/orders', { params: { path: { token } }, body })),
  });

/** POST /api/bays/{token}/plate-arrival: the chosen order of that plate, "I'm here at this bay". */
export const usePlateArrival = (token: string) =>
  useMutation({
    mutationFn: (body: BayArrivalInput) =>
      call(apiClient.POST('/api/bays/{token}/plate-arrival', { params: { path: { token } }, body })),
  });

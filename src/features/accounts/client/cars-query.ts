import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, asVisitor, call } from '@/client/lib/api-client';
import type { CarInput, CarPatch, CarView } from '../cars.schema';
import { ACCOUNT_KEY } from './account-query';

/** Under the account's key: dropped with everything else of the account on sign-out. */
export const CARS_KEY = [...ACCOUNT_KEY, 'cars'] as const;

export interface CarList {
  cars: CarView[];
  max: number;
}

/**
 * GET /api/account/cars: the signed-in customer's cars, the default first. `cookie`: the
 * visitor's, when the server asks while drawing their profile.
 */
export const carsQueryOf = (cookie?: string) =>
  queryOptions({
    queryKey: CARS_KEY,
    queryFn: () => call(apiClient.GET('/api/account/cars', { headers: asVisitor(cookie) })),
    staleTime: 60_000,
  });

const carsQuery = carsQueryOf();

/** `enabled`: only for a signed-in customer (signed out the API answers 401). */
export function useCars(enabled = true) {
  return useQuery({ ...carsQuery, enabled });
}

/** Add, change (incl. make default) and delete; each refreshes the list (the default may have moved). */
export function useCarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: CARS_KEY, exact: true });
  return {
    add: useMutation({
      mutationFn: (input: CarInput) => call(apiClient.POST('/api/account/cars', { body: input })),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: CarPatch & { id: string }) =>
        call(apiClient.PATCH('/api/account/cars/{id}', { params: { path: { id } }, body: input })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        call(apiClient.DELETE('/api/account/cars/{id}', { params: { path: { id } } })),
      onSuccess,
    }),
  };
}

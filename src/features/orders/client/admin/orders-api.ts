import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf, toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/common/domain';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { AdminOrderUpdate, Board, BusyInput } from '../../orders.admin.schema';
import type { BusyMode } from '@/common/busy-mode';
import { ORDER_SORTS } from '../../order-sorts';
import type { MarkPaidInput } from '../../orders.money.schema';

/** Everything of the back-office orders is cached under this key (list, board, views). */
export const ORDERS_KEY = [...ADMIN_KEY, 'orders'] as const;
export const BOARD_KEY = [...ORDERS_KEY, 'board'] as const;

export interface OrderListParams {
  q: string;
  status: string;
  /** `paid`, `unpaid` or blank (the dashboard's "handed over, not paid" link). */
  payment?: string;
  employee: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** POST /api/admin/orders/{id}/start: an order for later starts now (the Later lane's Start Now). */
export function useStartNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.POST('/api/admin/orders/{id}/start', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}

/** GET /api/admin/orders */
export const ordersQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/orders', {
          params: {
            query: {
              ...params,
              status: oneOf(params.status, ORDER_STATUSES),
              payment: oneOf(params.payment ?? '', PAYMENT_STATUSES),
              sort: oneOf(params.sort, ORDER_SORTS),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
/** GET /api/admin/orders/export.csv with the list's search, filters and sort: a link's address. */
export const ordersCsvHref = (params: {
  q: string;
  status: string;
  employee: string;
  sort: string;
  lang: string;
}) => `/api/admin/orders/export.csv${toQuery(params)}`;

export const useOrders = (params: OrderListParams) => useQuery(ordersQuery(params));

/** GET /api/admin/orders/{id} */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'order', id],
    queryFn: () => call(apiClient.GET('/api/admin/orders/{id}', { params: { path: { id } } })),
  });
export const useOrder = (id: string | null) => useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });

/** GET /api/admin/orders/{id}/receipt */
export const useOrderReceipt = (id: string) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'receipt', id],
    queryFn: () => call(apiClient.GET('/api/admin/orders/{id}/receipt', { params: { path: { id } } })),
  });

/** GET /api/admin/orders/board (refetched on every order event, and each minute as a safety net). */
export const useBoard = (enabled = true) =>
  useQuery({
    queryKey: BOARD_KEY,
    queryFn: () => call(apiClient.GET('/api/admin/orders/board')),
    refetchInterval: 60_000,
    enabled,
  });

/** GET /api/admin/employees/options: every employee, inactive ones marked. */
export const useEmployeeChoices = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'employee-options'],
    queryFn: () => call(apiClient.GET('/api/admin/employees/options')),
    staleTime: 5 * 60_000,
  });

/** PATCH /api/admin/orders/{id}: the board's card moves at once, and everything refetches after. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminOrderUpdate }) =>
      call(apiClient.PATCH('/api/admin/orders/{id}', { params: { path: { id } }, body: change })),
    onMutate: async ({ id, change }) => {
      if (!change.status) return;
      await queryClient.cancelQueries({ queryKey: BOARD_KEY });
      queryClient.setQueryData<Board>(
        BOARD_KEY,
        (board) =>
          board && {
            ...board,
            // Moving a received order on acknowledges it too (the server records it).
            orders: board.orders.map((o) =>
              o.id === id
                ? { ...o, status: change.status!, seenAt: o.seenAt ?? new Date().toISOString() }
                : o,
            ),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** DELETE /api/admin/orders/{id} */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.DELETE('/api/admin/orders/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** The mark-paid sheet: the customer paid at the car, and how (issue 35). */
export function useMarkPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MarkPaidInput & { id: string }) =>
      call(apiClient.POST('/api/admin/orders/{id}/paid', { params: { path: { id } }, body })),
    onSuccess: (_, { id }) =>
      queryClient.setQueryData<Board>(
        BOARD_KEY,
        (board) =>
          board && {
            ...board,
            orders: board.orders.map((o) => (o.id === id ? { ...o, paymentStatus: 'paid' } : o)),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/**
 * POST /api/admin/orders/{id}/seen: a tap on a new order's card. Its highlight and repeated
 * chime stop at once here, and on every other screen when the event stream brings the change.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.POST('/api/admin/orders/{id}/seen', { params: { path: { id } } })),
    onMutate: (id) =>
      queryClient.setQueryData<Board>(
        BOARD_KEY,
        (board) =>
          board && {
            ...board,
            orders: board.orders.map((o) =>
              o.id === id ? { ...o, seenAt: o.seenAt ?? new Date().toISOString() } : o,
            ),
          },
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}

/** Busy mode from the board: extra minutes for a while, or a pause; ending one kind. */
export function useBusyMode() {
  const queryClient = useQueryClient();
  const onSuccess = (busy: BusyMode) =>
    queryClient.setQueryData<Board>(BOARD_KEY, (board) => board && { ...board, busy });
  const set = useMutation({
    mutationFn: (input: BusyInput) => call(apiClient.PUT('/api/admin/busy', { body: input })),
    onSuccess,
  });
  const end = useMutation({
    mutationFn: (kind: 'extra' | 'pause') =>
      call(apiClient.DELETE('/api/admin/busy/{kind}', { params: { path: { kind } } })),
    onSuccess,
  });
  return { set, end, pending: set.isPending || end.isPending };
}

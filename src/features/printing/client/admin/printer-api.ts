import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { PrinterSettings } from '../../printing.schema';

const PRINTER_KEY = [...ADMIN_KEY, 'printer'] as const;
const SETTINGS_KEY = [...PRINTER_KEY, 'settings'] as const;
const STATUS_KEY = [...PRINTER_KEY, 'status'] as const;

/** GET /api/admin/printer/settings */
export const usePrinterSettings = () =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => call(apiClient.GET('/api/admin/printer/settings')) });

/** PUT /api/admin/printer/settings */
export function useSavePrinterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrinterSettings) => call(apiClient.PUT('/api/admin/printer/settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    },
  });
}

/**
 * GET /api/admin/printer/status (the board's banner): every 10 s while the printer is on, every
 * minute while it is off (only to notice it turned on from another device; this one's own save
 * reads it again at once).
 */
export const usePrinterStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => call(apiClient.GET('/api/admin/printer/status')),
    refetchInterval: (query) => (query.state.data?.enabled === false ? 60_000 : 10_000),
  });

/** The status is read again after anything sent to the printer. */
function usePrinterMutation<T>(mutationFn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** POST /api/admin/printer/retry */
export const useRetryPrinter = () =>
  usePrinterMutation(() => call(apiClient.POST('/api/admin/printer/retry')));

/** POST /api/admin/printer/test */
export const usePrintTestPage = () =>
  usePrinterMutation(() => call(apiClient.POST('/api/admin/printer/test')));

/** POST /api/admin/orders/{id}/print (the kitchen ticket again) */
export const usePrintTicket = () =>
  usePrinterMutation((id: string) =>
    call(apiClient.POST('/api/admin/orders/{id}/print', { params: { path: { id } } })),
  );

/** POST /api/admin/orders/{id}/print-invoice */
export const usePrintInvoice = () =>
  usePrinterMutation((id: string) =>
    call(apiClient.POST('/api/admin/orders/{id}/print-invoice', { params: { path: { id } } })),
  );

/** POST /api/admin/orders/{id}/credit-notes/{number}/print */
export const usePrintCreditNote = () =>
  usePrinterMutation(({ orderId, number }: { orderId: string; number: number }) =>
    call(
      apiClient.POST('/api/admin/orders/{id}/credit-notes/{number}/print', {
        params: { path: { id: orderId, number } },
      }),
    ),
  );

/** A closed shift's Z report (POST /api/admin/shifts/{id}/print) or a day's close (…/shifts/days/{day}/print). */
export type CloseToPrint = { shiftId: string } | { day: string };
export const usePrintClose = () =>
  usePrinterMutation((close: CloseToPrint) =>
    'shiftId' in close
      ? call(apiClient.POST('/api/admin/shifts/{id}/print', { params: { path: { id: close.shiftId } } }))
      : call(apiClient.POST('/api/admin/shifts/days/{day}/print', { params: { path: { day: close.day } } })),
  );

/** The sample ticket's picture (an <img>: the session cookie goes with it); `v` changes it after a save. */
export const previewUrl = (lang: string, v: string) =>
  `/api/admin/printer/preview.svg?lang=${lang}&v=${encodeURIComponent(v)}`;

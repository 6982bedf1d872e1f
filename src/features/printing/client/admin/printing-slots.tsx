import type { AdminSlots } from '@/client/components/admin/admin-slots';
import { PrintTicketButton } from './print-ticket-button';
import { PrinterSettingsSection } from './printer-settings-section';
import { PrinterStatus } from './printer-status';

function PrintInvoiceButton({ orderId }: { orderId: string }) {
  return <PrintTicketButton orderId={orderId} kind="invoice" />;
}

/** The printer's parts in the orders and settings screens (the back office's shell puts them there). */
export const PRINTING_SLOTS = {
  BoardBanner: PrinterStatus,
  OrderActions: PrintTicketButton,
  ReceiptActions: PrintInvoiceButton,
  SettingsSections: [PrinterSettingsSection],
} satisfies AdminSlots;

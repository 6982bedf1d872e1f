import type { AdminSlots } from '@/client/components/admin/admin-slots';
import {
  PrintCloseButton,
  PrintCreditNoteButton,
  PrintInvoiceButton,
  PrintTicketButton,
} from './print-ticket-button';
import { PrinterSettingsSection } from './printer-settings-section';
import { PrinterStatus } from './printer-status';

/** The printer's parts in the orders and settings screens (the back office's shell puts them there). */
export const PRINTING_SLOTS = {
  BoardBanner: PrinterStatus,
  OrderActions: PrintTicketButton,
  ReceiptActions: PrintInvoiceButton,
  CreditNoteActions: PrintCreditNoteButton,
  CloseActions: PrintCloseButton,
  SettingsSections: [PrinterSettingsSection],
} satisfies AdminSlots;

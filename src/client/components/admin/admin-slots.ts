import { createContext, useContext, type ComponentType } from 'react';

/**
 * Places where one feature's screen shows another feature's part, filled in by the back office's
 * shell (`client/shell/admin/admin-layout.tsx`). The orders screens show the printer's parts without
 * importing the printing feature (which reads orders to write its tickets): features never
 * import each other both ways (src/feature-graph.test.ts).
 */
export interface AdminSlots {
  /** Under the live board's header (the printer's state). */
  BoardBanner?: ComponentType;
  /** On a board card and in the order view (print the kitchen ticket). */
  OrderActions?: ComponentType<{ orderId: string; className?: string }>;
  /** Beside the receipt's Print button (print the invoice on the shop's printer). */
  ReceiptActions?: ComponentType<{ orderId: string }>;
  /** On a credit note's page and beside each credit note of an order (`compact`): print it on the shop's printer. */
  CreditNoteActions?: ComponentType<{ orderId: string; number: number; compact?: boolean }>;
  /** Beside a closed shift's Z report and a day's close: print it on the shop's printer. */
  CloseActions?: ComponentType<{ close: { shiftId: string } | { day: string } }>;
  /** In Settings → Store's orders for later: today's and tomorrow's slots, each closed by hand (orders). */
  SlotClosing?: ComponentType;
  /** More sections at the end of Settings (the printer). */
  SettingsSections?: ComponentType[];
}

const AdminSlotsContext = createContext<AdminSlots>({});

export const AdminSlotsProvider = AdminSlotsContext.Provider;

export const useAdminSlots = (): AdminSlots => useContext(AdminSlotsContext);

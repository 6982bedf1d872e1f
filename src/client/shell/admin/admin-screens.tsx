import type { ComponentType } from 'react';
import { ADMIN_SCREEN_NAMES, ADMIN_SCREEN_TABLE, type AdminScreenName } from '@/common/admin-paths';
import type { Permission } from '@/common/permissions';

export interface AdminScreen {
  name: AdminScreenName;
  /** Path under /admin ('' for the dashboard at /admin itself): the path table's pattern. */
  path: string;
  permission: Permission;
  /** The screen's own chunk: a module exporting `Component`. */
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * Each back-office screen's code, in its own lazily loaded chunk: one for every screen of the path
 * table (src/common/paths.ts), which gives its address and its permission. A screen added there
 * without its code here does not compile.
 */
const SCREEN_CODE: Record<AdminScreenName, AdminScreen['load']> = {
  dashboard: () => import('@/features/dashboard/client/admin/dashboard-screen'),
  board: () => import('@/features/orders/client/admin/board-screen'),
  kitchen: () => import('@/features/orders/client/admin/kitchen-screen'),
  orders: () => import('@/features/orders/client/admin/orders-screen'),
  customers: () => import('@/features/customers/client/admin/customers-screen'),
  receipt: () => import('@/features/orders/client/admin/receipt-screen'),
  creditNote: () => import('@/features/orders/client/admin/credit-note-screen'),
  products: () => import('@/features/catalog/client/admin/products-screen'),
  categories: () => import('@/features/catalog/client/admin/categories-screen'),
  options: () => import('@/features/catalog/client/admin/options-screen'),
  reviews: () => import('@/features/reviews/client/admin/reviews-screen'),
  account: () => import('@/features/staff/client/admin/account-screen'),
  notifications: () => import('@/features/notifications/client/admin/notifications-screen'),
  inbox: () => import('@/features/contact/client/admin/inbox-screen'),
  help: () => import('@/features/help/client/admin/help-screen'),
  guide: () => import('@/features/help/client/admin/guide-screen'),
  employees: () => import('@/features/employees/client/admin/employees-screen'),
  staffAccounts: () => import('@/features/staff/client/admin/staff-accounts-screen'),
  security: () => import('@/features/security/client/admin/security-screen'),
  payments: () => import('@/features/payments/client/admin/payments-screen'),
  menu: () => import('@/features/menus/client/admin/menus-screen'),
  settings: () => import('@/features/settings/client/admin/settings-screen'),
  baySheet: () => import('@/features/bays/client/admin/bay-sheet-screen'),
  mailOutbox: () => import('@/features/mail-outbox/client/admin/mail-outbox-screen'),
  shifts: () => import('@/features/shifts/client/admin/shifts-screen'),
  dayClose: () => import('@/features/shifts/client/admin/day-close-screen'),
  shiftReport: () => import('@/features/shifts/client/admin/shift-report-screen'),
};

/** Every back-office screen, in the path table's order. */
export const ADMIN_SCREENS: AdminScreen[] = ADMIN_SCREEN_NAMES.map((name) => ({
  name,
  path: ADMIN_SCREEN_TABLE[name].pattern,
  permission: ADMIN_SCREEN_TABLE[name].permission,
  load: SCREEN_CODE[name],
}));

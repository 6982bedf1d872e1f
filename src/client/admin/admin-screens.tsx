import type { ComponentType } from 'react';
import type { Permission } from '@/common/permissions';

export interface AdminScreen {
  /** Path under /admin ('' for the dashboard at /admin itself). */
  path: string;
  permission: Permission;
  /** The screen's own chunk: a module exporting `Component`. */
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * Every back-office screen, each in its own lazily loaded chunk. A feature registers its screens
 * here; a sidebar section without a screen yet shows a "coming with the next update" page.
 */
export const ADMIN_SCREENS: AdminScreen[] = [
  {
    path: '',
    permission: 'dashboard.view',
    load: () => import('@/features/dashboard/client/admin/dashboard-screen'),
  },
  {
    path: 'board',
    permission: 'orders.view',
    load: () => import('@/features/orders/client/admin/board-screen'),
  },
  {
    path: 'kitchen',
    permission: 'orders.view',
    load: () => import('@/features/orders/client/admin/kitchen-screen'),
  },
  {
    path: 'orders',
    permission: 'orders.view',
    load: () => import('@/features/orders/client/admin/orders-screen'),
  },
  {
    path: 'customers',
    permission: 'customers.view',
    load: () => import('@/features/customers/client/admin/customers-screen'),
  },
  {
    path: 'orders/:id/receipt',
    permission: 'orders.view',
    load: () => import('@/features/orders/client/admin/receipt-screen'),
  },
  {
    path: 'orders/:id/credit-notes/:number',
    permission: 'orders.view',
    load: () => import('@/features/orders/client/admin/credit-note-screen'),
  },
  {
    path: 'products',
    permission: 'catalog.view',
    load: () => import('@/features/catalog/client/admin/products-screen'),
  },
  {
    path: 'categories',
    permission: 'catalog.view',
    load: () => import('@/features/catalog/client/admin/categories-screen'),
  },
  {
    path: 'options',
    permission: 'catalog.view',
    load: () => import('@/features/catalog/client/admin/options-screen'),
  },
  {
    path: 'reviews',
    permission: 'reviews.moderate',
    load: () => import('@/features/reviews/client/admin/reviews-screen'),
  },
  {
    path: 'account',
    permission: 'account.self',
    load: () => import('@/features/staff/client/admin/account-screen'),
  },
  {
    path: 'notifications',
    permission: 'account.self',
    load: () => import('@/features/notifications/client/admin/notifications-screen'),
  },
  {
    path: 'inbox',
    permission: 'messages.view',
    load: () => import('@/features/contact/client/admin/inbox-screen'),
  },
  {
    path: 'help',
    permission: 'account.self',
    load: () => import('@/features/help/client/admin/help-screen'),
  },
  {
    path: 'help/:slug',
    permission: 'account.self',
    load: () => import('@/features/help/client/admin/guide-screen'),
  },
  {
    path: 'employees',
    permission: 'employees.view',
    load: () => import('@/features/employees/client/admin/employees-screen'),
  },
  {
    path: 'employees/accounts',
    permission: 'staff.manage',
    load: () => import('@/features/staff/client/admin/staff-accounts-screen'),
  },
  {
    path: 'security',
    permission: 'security.view',
    load: () => import('@/features/security/client/admin/security-screen'),
  },
  {
    path: 'payments',
    permission: 'payments.manage',
    load: () => import('@/features/payments/client/admin/payments-screen'),
  },
  {
    path: 'menu',
    permission: 'menus.manage',
    load: () => import('@/features/menus/client/admin/menus-screen'),
  },
  {
    path: 'settings',
    permission: 'settings.manage',
    load: () => import('@/features/settings/client/admin/settings-screen'),
  },
  {
    path: 'mail-outbox',
    permission: 'mail.manage',
    load: () => import('@/features/mail-outbox/client/admin/mail-outbox-screen'),
  },
  {
    path: 'shifts',
    permission: 'shifts.run',
    load: () => import('@/features/shifts/client/admin/shifts-screen'),
  },
  {
    path: 'shifts/days/:day',
    permission: 'shifts.manage',
    load: () => import('@/features/shifts/client/admin/day-close-screen'),
  },
  {
    path: 'shifts/:id',
    permission: 'shifts.manage',
    load: () => import('@/features/shifts/client/admin/shift-report-screen'),
  },
];

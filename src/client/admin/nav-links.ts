import {
  Car,
  CircleHelp,
  CreditCard,
  FolderTree,
  Inbox,
  LayoutDashboard,
  MailWarning,
  ListTree,
  Banknote,
  Bell,
  MessageSquareQuote,
  Package,
  ReceiptText,
  Settings,
  SlidersHorizontal,
  ShieldCheck,
  UserCog,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { Permission } from '@/common/permissions';
import { InboxBadge } from '@/features/contact/client/admin';

/** The back office's sections: each names its text `admin:nav.<key>` (checked by the compiler). */
export type NavKey =
  | 'dashboard'
  | 'board'
  | 'products'
  | 'categories'
  | 'options'
  | 'menu'
  | 'orders'
  | 'shifts'
  | 'customers'
  | 'reviews'
  | 'inbox'
  | 'employees'
  | 'settings'
  | 'payments'
  | 'mailOutbox'
  | 'security'
  | 'account'
  | 'help'
  | 'notifications';

export interface NavLinkDef {
  /** Text key under `admin:nav.` */
  key: NavKey;
  to: string;
  icon: LucideIcon;
  permission: Permission;
  /** Drawn at the link's end (e.g. the inbox's unread count). */
  badge?: ComponentType;
}

/** The sidebar: the spec's twelve sections, with the live board after the dashboard. */
export const NAV_LINKS: NavLinkDef[] = [
  { key: 'dashboard', to: '/admin', icon: LayoutDashboard, permission: 'dashboard.view' },
  { key: 'board', to: '/admin/board', icon: Car, permission: 'orders.view' },
  { key: 'products', to: '/admin/products', icon: Package, permission: 'catalog.view' },
  { key: 'categories', to: '/admin/categories', icon: FolderTree, permission: 'catalog.view' },
  { key: 'options', to: '/admin/options', icon: SlidersHorizontal, permission: 'catalog.view' },
  { key: 'menu', to: '/admin/menu', icon: ListTree, permission: 'menus.manage' },
  { key: 'orders', to: '/admin/orders', icon: ReceiptText, permission: 'orders.view' },
  { key: 'shifts', to: '/admin/shifts', icon: Banknote, permission: 'shifts.run' },
  { key: 'customers', to: '/admin/customers', icon: Users, permission: 'customers.view' },
  { key: 'reviews', to: '/admin/reviews', icon: MessageSquareQuote, permission: 'reviews.moderate' },
  { key: 'inbox', to: '/admin/inbox', icon: Inbox, permission: 'messages.view', badge: InboxBadge },
  { key: 'employees', to: '/admin/employees', icon: UserCog, permission: 'employees.view' },
  { key: 'settings', to: '/admin/settings', icon: Settings, permission: 'settings.manage' },
  { key: 'payments', to: '/admin/payments', icon: CreditCard, permission: 'payments.manage' },
  { key: 'mailOutbox', to: '/admin/mail-outbox', icon: MailWarning, permission: 'mail.manage' },
  { key: 'security', to: '/admin/security', icon: ShieldCheck, permission: 'security.view' },
  { key: 'account', to: '/admin/account', icon: UserRound, permission: 'account.self' },
  { key: 'help', to: '/admin/help', icon: CircleHelp, permission: 'account.self' },
];

/** Pages reached from elsewhere (the bell's View all), not from the sidebar: named in the breadcrumb. */
const OTHER_SECTIONS: NavLinkDef[] = [
  { key: 'notifications', to: '/admin/notifications', icon: Bell, permission: 'account.self' },
];

/** The section a path belongs to (for the breadcrumb). */
export function sectionOf(pathname: string): NavLinkDef | undefined {
  const path = pathname.replace(/\/+$/, '') || '/admin';
  const all = [...NAV_LINKS, ...OTHER_SECTIONS];
  return (
    all.find((l) => l.to === path) ??
    all.filter((l) => l.to !== '/admin').find((l) => path.startsWith(`${l.to}/`))
  );
}

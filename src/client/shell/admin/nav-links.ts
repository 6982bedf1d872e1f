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
import {
  ADMIN_SCREEN_NAMES,
  ADMIN_SCREEN_TABLE,
  adminHref,
  type AdminLabel,
  type AdminScreenName,
} from '@/common/admin-paths';
import type { Permission } from '@/common/permissions';
import { InboxBadge } from '@/features/contact/client/admin';

/** The back office's sections: each names its text `admin:nav.<key>` (checked by the compiler). */
export type NavKey = AdminLabel;

/** A screen with a section of its own (a label in the path table). */
type SectionScreen = {
  [N in AdminScreenName]: (typeof ADMIN_SCREEN_TABLE)[N] extends { label: string } ? N : never;
}[AdminScreenName];

export interface NavLinkDef {
  /** Text key under `admin:nav.` */
  key: NavKey;
  to: string;
  icon: LucideIcon;
  permission: Permission;
  /** Drawn at the link's end (e.g. the inbox's unread count). */
  badge?: ComponentType;
}

/** What only the sidebar knows of a screen: its icon, its badge, its place. */
const link = (screen: SectionScreen, icon: LucideIcon, badge?: ComponentType): NavLinkDef => ({
  key: ADMIN_SCREEN_TABLE[screen].label,
  to: adminHref(screen),
  icon,
  permission: ADMIN_SCREEN_TABLE[screen].permission,
  badge,
});

/**
 * The sidebar: the spec's twelve sections, with the live board after the dashboard. Addresses,
 * permissions and texts are the path table's (src/common/paths.ts).
 */
export const NAV_LINKS: NavLinkDef[] = [
  link('dashboard', LayoutDashboard),
  link('board', Car),
  link('products', Package),
  link('categories', FolderTree),
  link('options', SlidersHorizontal),
  link('menu', ListTree),
  link('orders', ReceiptText),
  link('shifts', Banknote),
  link('customers', Users),
  link('reviews', MessageSquareQuote),
  link('inbox', Inbox, InboxBadge),
  link('employees', UserCog),
  link('settings', Settings),
  link('payments', CreditCard),
  link('mailOutbox', MailWarning),
  link('security', ShieldCheck),
  link('account', UserRound),
  link('help', CircleHelp),
];

/**
 * Every section, the sidebar's and those reached from elsewhere (the bell's View all), for the
 * breadcrumb: the path table's labelled screens.
 */
const SECTIONS = ADMIN_SCREEN_NAMES.filter((n): n is SectionScreen => 'label' in ADMIN_SCREEN_TABLE[n]).map(
  (n) => ({ key: ADMIN_SCREEN_TABLE[n].label, to: adminHref(n) }),
);

/** The section a path belongs to (for the breadcrumb): its own, or the one whose address begins it. */
export function sectionOf(pathname: string): { key: NavKey; to: string } | undefined {
  const home = adminHref('dashboard');
  const path = pathname.replace(/\/+$/, '') || home;
  return (
    SECTIONS.find((l) => l.to === path) ??
    SECTIONS.filter((l) => l.to !== home).find((l) => path.startsWith(`${l.to}/`))
  );
}

import type { Permission } from './permissions';
import { ADMIN_ROOT, build, names, type LinkExtra, type ParamsOf, type Plain } from './paths';

/**
 * The back office's addresses (decision 074's table, its second half): kept apart from the
 * storefront's (paths.ts) so the storefront's first screen does not carry them.
 */
export interface AdminScreenDef {
  readonly pattern: string;
  /** What a role needs to open it (the server refuses its data without it too). */
  readonly permission: Permission;
  /** Its section's text, `admin:nav.<label>`: the breadcrumb's name, and the sidebar's for a sidebar link. */
  readonly label?: string;
}

/**
 * The back office's screens, inside its layout, each behind a permission. A screen without a
 * label belongs to the section whose screen's address begins its own (a receipt to Orders).
 */
export const ADMIN_SCREEN_TABLE = {
  dashboard: { pattern: '', permission: 'dashboard.view', label: 'dashboard' },
  board: { pattern: 'board', permission: 'orders.view', label: 'board' },
  kitchen: { pattern: 'kitchen', permission: 'orders.view' },
  orders: { pattern: 'orders', permission: 'orders.view', label: 'orders' },
  receipt: { pattern: 'orders/:id/receipt', permission: 'orders.view' },
  creditNote: { pattern: 'orders/:id/credit-notes/:number', permission: 'orders.view' },
  customers: { pattern: 'customers', permission: 'customers.view', label: 'customers' },
  products: { pattern: 'products', permission: 'catalog.view', label: 'products' },
  categories: { pattern: 'categories', permission: 'catalog.view', label: 'categories' },
  options: { pattern: 'options', permission: 'catalog.view', label: 'options' },
  reviews: { pattern: 'reviews', permission: 'reviews.moderate', label: 'reviews' },
  account: { pattern: 'account', permission: 'account.self', label: 'account' },
  notifications: { pattern: 'notifications', permission: 'account.self', label: 'notifications' },
  inbox: { pattern: 'inbox', permission: 'messages.view', label: 'inbox' },
  help: { pattern: 'help', permission: 'account.self', label: 'help' },
  guide: { pattern: 'help/:slug', permission: 'account.self' },
  employees: { pattern: 'employees', permission: 'employees.view', label: 'employees' },
  staffAccounts: { pattern: 'employees/accounts', permission: 'staff.manage' },
  security: { pattern: 'security', permission: 'security.view', label: 'security' },
  payments: { pattern: 'payments', permission: 'payments.manage', label: 'payments' },
  menu: { pattern: 'menu', permission: 'menus.manage', label: 'menu' },
  settings: { pattern: 'settings', permission: 'settings.manage', label: 'settings' },
  baySheet: { pattern: 'settings/bays/qr-codes', permission: 'settings.manage' },
  mailOutbox: { pattern: 'mail-outbox', permission: 'mail.manage', label: 'mailOutbox' },
  shifts: { pattern: 'shifts', permission: 'shifts.run', label: 'shifts' },
  dayClose: { pattern: 'shifts/days/:day', permission: 'shifts.manage' },
  shiftReport: { pattern: 'shifts/:id', permission: 'shifts.manage' },
} as const satisfies Record<string, AdminScreenDef>;

/** The back office's doors, outside its layout and open to anybody: signing in and its kin. */
export const ADMIN_DOOR_TABLE = {
  login: { pattern: 'login' },
  signup: { pattern: 'signup' },
  resetPassword: { pattern: 'reset-password' },
} as const satisfies Record<string, { readonly pattern: string }>;

export type AdminScreenName = keyof typeof ADMIN_SCREEN_TABLE;
type AdminDoorName = keyof typeof ADMIN_DOOR_TABLE;
export type AdminPathName = AdminScreenName | AdminDoorName;
const ADMIN_PATH_TABLE = { ...ADMIN_SCREEN_TABLE, ...ADMIN_DOOR_TABLE };
type AdminPattern<N extends AdminPathName> = (typeof ADMIN_PATH_TABLE)[N]['pattern'];

/** A screen's section text key under `admin:nav.` (checked against the catalogues by the compiler). */
export type AdminLabel = {
  [N in AdminScreenName]: (typeof ADMIN_SCREEN_TABLE)[N] extends { label: infer L extends string }
    ? L
    : never;
}[AdminScreenName];

type AdminHref<P extends string> = P extends '' ? typeof ADMIN_ROOT : `${typeof ADMIN_ROOT}/${P}`;

/** A back-office address: `adminHref('receipt', { id })` → `/admin/orders/<id>/receipt`. */
export function adminHref<N extends Plain<typeof ADMIN_PATH_TABLE>>(name: N): AdminHref<AdminPattern<N>>;
export function adminHref<N extends AdminPathName>(name: N, ...args: ParamsOf<AdminPattern<N>>): string;
export function adminHref(
  name: AdminPathName,
  params?: Record<string, string | number>,
  extra?: LinkExtra,
): string {
  return build(ADMIN_ROOT, ADMIN_PATH_TABLE[name].pattern, params, extra);
}

/** The back office's screens (inside its layout), in the table's order. */
export const ADMIN_SCREEN_NAMES = names(ADMIN_SCREEN_TABLE);

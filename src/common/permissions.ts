/**
 * Who may do what in the back office: one map, read by the server to refuse (403) and by the
 * screens to hide what a role cannot do.
 *
 * Roles, highest first: owner > admin > manager > staff. `pending` is a staff sign-up that an
 * owner or admin has not approved yet and `customer` is a shop customer: neither can use
 * anything in the back office.
 */
export const ROLES = ['customer', 'pending', 'staff', 'manager', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work in the back office, lowest first. */
export const STAFF_ROLES = ['staff', 'manager', 'admin', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each permission names the lowest role that holds it; every role above holds it too. */
export const PERMISSIONS = {
  /** The live board and the orders list: see orders, move them along, mark them paid. */
  'orders.view': 'staff',
  'orders.update': 'staff',
  /**
   * Refund a paid order (cancel it with the whole amount back, or give part back) with its tax
   * credit note; move a completed order back to an earlier state. Voiding an unpaid order stays
   * with `orders.update`.
   */
  'orders.refund': 'manager',
  'orders.reopen': 'manager',
  /** Change how a paid order was paid (cash ↔ card ↔ Apple Pay), with a reason (issue 35). */
  'orders.method': 'manager',
  /** The till: open a shift with the float, close it with the counted cash, read its close. */
  'shifts.run': 'staff',
  /** Every shift's close, the day's close, CSV, and recorded adjustments of a closed shift. */
  'shifts.manage': 'manager',
  /** Delete an order outright (it disappears from every report). */
  'orders.delete': 'admin',
  /** Download the order lines as CSV (customers' names and plates: as for the customers export). */
  'orders.export': 'manager',
  /** Products and categories: everyone sees them (the board names products)... */
  'catalog.view': 'staff',
  /** ...staff can mark a size or a product sold out from the floor... */
  'catalog.stock': 'staff',
  /** ...managers change the menu. */
  'catalog.edit': 'manager',
  'catalog.delete': 'manager',
  'customers.view': 'manager',
  'customers.edit': 'manager',
  'customers.export': 'manager',
  'customers.delete': 'admin',
  /** Sales figures. */
  'dashboard.view': 'manager',
  'reviews.moderate': 'manager',
  'employees.view': 'manager',
  'employees.manage': 'admin',
  /** Approve or refuse staff sign-ups, change roles, disable accounts. */
  'staff.manage': 'admin',
  /** The security log: sign-ins, lock-outs, role and access changes, secret changes, exports. */
  'security.view': 'admin',
  'settings.manage': 'admin',
  /** Settings → Security: require two-factor sign-in of owners and admins. */
  'settings.security': 'owner',
  'payments.manage': 'owner',
  /**
   * Settings → Printer's changes: where the print worker connects (a private address only) is the
   * owner's call, as the payment keys are (decision 067). Admins still read it and print a test page.
   */
  'settings.printer': 'owner',
  'menus.manage': 'admin',
  /** The e-mail outbox: see failed sends and send them again. */
  'mail.manage': 'admin',
  /** The contact-form inbox. */
  'messages.view': 'manager',
  'messages.manage': 'manager',
  /** Own profile, password and sessions; help. */
  'account.self': 'staff',
} as const satisfies Record<string, StaffRole>;

export type Permission = keyof typeof PERMISSIONS;

export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(role);
}

/** May a user with this role do this? Customers and pending staff may do nothing. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!isStaffRole(role)) return false;
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(PERMISSIONS[permission]);
}

/** Roles an actor may hand out: below their own, and only owners make owners. */
export function assignableRoles(actor: Role): StaffRole[] {
  if (!isStaffRole(actor) || !can(actor, 'staff.manage')) return [];
  return actor === 'owner'
    ? [...STAFF_ROLES]
    : STAFF_ROLES.filter((r) => STAFF_ROLES.indexOf(r) < STAFF_ROLES.indexOf(actor));
}

/** Every permission a role holds (what GET /api/admin/me reports to the screens). */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
}

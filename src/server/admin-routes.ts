import { createRouter, type Deps } from './deps';
import { staffGuard } from './auth/staff-guard';
import { settingsAdminRoutes } from '@/features/settings/server/settings.admin.routes';
import { securitySettingsAdminRoutes } from '@/features/settings/server/security-settings.admin.routes';
import { staffAdminRoutes } from '@/features/staff/server/staff.admin.routes';
import { ordersAdminRoutes } from '@/features/orders/server/orders.admin.routes';
import { customersAdminRoutes } from '@/features/customers/server/customers.admin.routes';
import { dashboardAdminRoutes } from '@/features/dashboard/server/dashboard.admin.routes';
import { catalogAdminRoutes } from '@/features/catalog/server/catalog.admin.routes';
import { reviewsAdminRoutes } from '@/features/reviews/server/reviews.admin.routes';
import { accountAdminRoutes } from '@/features/staff/server/account.admin.routes';
import { paymentsAdminRoutes } from '@/features/payments/server/payments.admin.routes';
import { employeesAdminRoutes } from '@/features/employees/server/employees.admin.routes';
import { notificationsAdminRoutes } from '@/features/notifications/server/notifications.admin.routes';
import { contactAdminRoutes } from '@/features/contact/server/contact.admin.routes';
import { helpAdminRoutes } from '@/features/help/server/help.admin.routes';
import { menusAdminRoutes } from '@/features/menus/server/menus.admin.routes';
import { mailOutboxAdminRoutes } from '@/features/mail-outbox/server/mail-outbox.admin.routes';
import { securityAdminRoutes } from '@/features/security/server/security.admin.routes';

/**
 * Every staff endpoint, under `/api/admin`: the staff guard runs once for all of them (session
 * and an approved staff role), then each route checks the permission it names.
 */
export function adminRoutes(deps: Deps) {
  const admin = createRouter();
  admin.use('*', staffGuard(deps));
  admin.route('/', staffAdminRoutes(deps));
  admin.route('/', ordersAdminRoutes(deps));
  admin.route('/', customersAdminRoutes(deps));
  admin.route('/', dashboardAdminRoutes(deps));
  admin.route('/', catalogAdminRoutes(deps));
  admin.route('/', reviewsAdminRoutes(deps));
  admin.route('/', accountAdminRoutes(deps));
  admin.route('/', paymentsAdminRoutes(deps));
  admin.route('/', employeesAdminRoutes(deps));
  admin.route('/', notificationsAdminRoutes(deps));
  admin.route('/', contactAdminRoutes(deps));
  admin.route('/', helpAdminRoutes(deps));
  admin.route('/', settingsAdminRoutes(deps));
  admin.route('/', securitySettingsAdminRoutes(deps));
  admin.route('/', menusAdminRoutes(deps));
  admin.route('/', mailOutboxAdminRoutes(deps));
  admin.route('/', securityAdminRoutes(deps));
  return admin;
}

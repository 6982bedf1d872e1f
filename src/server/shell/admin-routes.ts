import { createRouter, type Deps } from '../deps';
import { staffGuard } from '../auth/staff-guard';
import { settingsAdminRoutes } from '@/features/settings/server';
import { securitySettingsAdminRoutes } from '@/features/settings/server';
import { staffAdminRoutes } from '@/features/staff/server';
import { ordersAdminRoutes } from '@/features/orders/server';
import { customersAdminRoutes } from '@/features/customers/server';
import { dashboardAdminRoutes } from '@/features/dashboard/server';
import { catalogAdminRoutes } from '@/features/catalog/server';
import { reviewsAdminRoutes } from '@/features/reviews/server';
import { accountAdminRoutes } from '@/features/staff/server';
import { paymentsAdminRoutes } from '@/features/payments/server';
import { employeesAdminRoutes } from '@/features/employees/server';
import { notificationsAdminRoutes } from '@/features/notifications/server';
import { contactAdminRoutes } from '@/features/contact/server';
import { helpAdminRoutes } from '@/features/help/server';
import { menusAdminRoutes } from '@/features/menus/server';
import { mailOutboxAdminRoutes } from '@/features/mail-outbox/server';
import { securityAdminRoutes } from '@/features/security/server';
import { printingAdminRoutes } from '@/features/printing/server';
import { shiftsAdminRoutes } from '@/features/shifts/server';
import { baysAdminRoutes } from '@/features/bays/server';

/**
 * Every staff endpoint, under `/api/admin`: the staff guard runs once for all of them (session
 * and an approved staff role), then each route checks the permission it names.
 */
export function adminRoutes(deps: Deps, more: ReturnType<typeof createRouter>[] = []) {
  const admin = createRouter();
  admin.use('*', staffGuard(deps));
  // Staff routes built by the app with what only it holds (the cached store details, the kitchen queue).
  for (const routes of more) admin.route('/', routes);
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
  admin.route('/', printingAdminRoutes(deps));
  admin.route('/', shiftsAdminRoutes(deps));
  admin.route('/', baysAdminRoutes(deps));
  return admin;
}

export { accountAdminRoutes } from './account.admin.routes';
export { staffAdminRoutes } from './staff.admin.routes';
export { staffRoutes } from './staff.routes';
export { createUserWithRole, ensureOwner } from './staff.service';

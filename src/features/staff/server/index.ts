export { accountAdminRoutes } from './account.admin.routes';
export { staffAdminRoutes } from './staff.admin.routes';
export { staffRoutes } from './staff.routes';
export { OwnerConflictError, createUserWithRole, ensureOwner } from './staff.service';

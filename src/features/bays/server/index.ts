export { baysAdminRoutes } from './bays.admin.routes';
export { baysRoutes } from './bays.routes';

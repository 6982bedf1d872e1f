export { helpAdminRoutes } from './help.admin.routes';

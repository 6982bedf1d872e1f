export { dashboardAdminRoutes } from './dashboard.admin.routes';

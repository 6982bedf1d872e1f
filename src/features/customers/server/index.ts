export { customersAdminRoutes } from './customers.admin.routes';

export { contactAdminRoutes } from './contact.admin.routes';
export { contactRoutes } from './contact.routes';

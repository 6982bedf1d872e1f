export { mailOutboxAdminRoutes } from './mail-outbox.admin.routes';

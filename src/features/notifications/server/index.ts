export { notificationsAdminRoutes } from './notifications.admin.routes';
export { markReadAbout } from './notifications.service';

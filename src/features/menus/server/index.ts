export { menusAdminRoutes } from './menus.admin.routes';
export { navigationRoutes } from './navigation.routes';

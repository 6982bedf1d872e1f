export { pruneSecurityLog } from './security-log.service';
export { securityAdminRoutes } from './security.admin.routes';

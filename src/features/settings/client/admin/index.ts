export { useAdminLanguage } from './use-admin-language';
export { MaintenanceBanner } from './maintenance-banner';

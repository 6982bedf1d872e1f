export { useAdminLanguage } from './use-admin-language';

export { maintenanceGate, OPEN_DOORS as MAINTENANCE_OPEN_DOORS } from './maintenance-gate';
export { securitySettingsAdminRoutes } from './security-settings.admin.routes';
export { loadPrivacy } from './settings-admin.service';
export { settingsAdminRoutes } from './settings.admin.routes';
export { createStoreInfoCache, settingsRoutes } from './settings.routes';
// Busy mode as stored (a Zod schema: the server's, kept out of the barrel the storefront's first screen loads).
export { BusyStoredSchema } from '../settings.schema';
export { loadStoreInfo, readSetting, settingValues } from './settings.service';
export { loadShopIdentity, type ShopIdentity } from './shop-identity';
export { loadShopPosition } from './shop-position';
export { serveWebManifest } from './web-manifest';

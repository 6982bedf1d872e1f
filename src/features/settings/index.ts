export { closedNow, daySpan, describePause, localDay } from './opening-hours';
export type { Settings } from './settings.admin.schema';
export type { StoreInfo } from './settings.schema';
export { DEFAULT_STORE_INFO } from './store-defaults';

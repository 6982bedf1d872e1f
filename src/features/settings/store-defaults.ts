import type { StoreInfo } from './settings.schema';

/** Used until the stored settings load, and when a stored value is malformed. No zod here: the storefront imports it. */
export const DEFAULT_STORE_INFO: StoreInfo = {
  contact: {
    phone: '+971 2 555 0199',
    email: 'hello@aseer.ae',
    addressEn: 'Asharij, Al Ain, Abu Dhabi, UAE',
    addressAr: 'عشارج، العين، أبوظبي، الإمارات العربية المتحدة',
  },
  hours: { timezone: 'Asia/Dubai', open: '09:00', close: '24:00' },
};

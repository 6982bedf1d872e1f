import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import type { StoreInfo } from './settings.schema';
import { NOT_BUSY } from '@/common/busy-mode';
import { BUILT_IN_SITE_DESCRIPTION, BUILT_IN_SITE_TITLE, BUILT_IN_SITE_TITLE_AR } from '@/common/shop-name';

/** Used until the stored settings load, and when a stored value is malformed. No zod here: the storefront imports it. */
export const DEFAULT_STORE_INFO: StoreInfo = {
  contact: {
    phone: '+971 2 555 0199',
    email: 'hello@aseer.ae',
    addressEn: 'Asharij, Al Ain, Abu Dhabi, UAE',
    addressAr: 'عشارج، العين، أبوظبي، الإمارات العربية المتحدة',
  },
  hours: {
    timezone: 'Asia/Dubai',
    days: Array.from({ length: 7 }, () => ({ closed: false, open: '09:00', close: '24:00' })),
  },
  money: DEFAULT_MONEY_FORMAT,
  maintenance: {
    enabled: false,
    messageEn: 'We are making a few improvements and will be back shortly. Thank you for your patience.',
    messageAr: 'نجري بعض التحسينات وسنعود قريبًا. شكرًا لصبرك.',
  },
  checkout: {
    guestCheckout: true,
    requireTerms: true,
    termsUrl: '',
    // 20 drinks or AED 1,000 (decision 067).
    maxUnpaidDrinks: 20,
    maxUnpaidFils: 100_000,
  },
  tax: { taxIncluded: true, rateBp: 500, trn: null },
  general: {
    siteTitle: BUILT_IN_SITE_TITLE,
    siteTitleAr: BUILT_IN_SITE_TITLE_AR,
    siteDescription: BUILT_IN_SITE_DESCRIPTION,
    siteLogo: '',
    siteFavicon: '',
    legalNameEn: '',
    legalNameAr: '',
    defaultLanguage: 'ar',
  },
  busy: NOT_BUSY,
  kitchen: { parallelOrders: 2 },
  arrival: { lat: null, lng: null, startMinutes: 5 },
  // Off until the owner offers it (decision 079).
  slots: { enabled: false, lengthMinutes: 10, capacity: 3 },
};

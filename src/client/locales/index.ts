import arAbout from './ar/about.json';
import arAccount from './ar/account.json';
import arCheckout from './ar/checkout.json';
import arCommon from './ar/common.json';
import arContact from './ar/contact.json';
import arHome from './ar/home.json';
import arMenu from './ar/menu.json';
import arOrders from './ar/orders.json';
import enAbout from './en/about.json';
import enAccount from './en/account.json';
import enCheckout from './en/checkout.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enHome from './en/home.json';
import enMenu from './en/menu.json';
import enOrders from './en/orders.json';

export const resources = {
  en: { common: enCommon, home: enHome, menu: enMenu, about: enAbout, contact: enContact, account: enAccount, checkout: enCheckout, orders: enOrders },
  ar: { common: arCommon, home: arHome, menu: arMenu, about: arAbout, contact: arContact, account: arAccount, checkout: arCheckout, orders: arOrders },
} as const;

export type Namespace = keyof typeof resources.en;

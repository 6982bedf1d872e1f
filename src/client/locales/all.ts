import arAbout from './ar/about.json';
import arAccount from './ar/account.json';
import arCheckout from './ar/checkout.json';
import arContact from './ar/contact.json';
import arOrders from './ar/orders.json';
import enAbout from './en/about.json';
import enAccount from './en/account.json';
import enCheckout from './en/checkout.json';
import enContact from './en/contact.json';
import enOrders from './en/orders.json';
import { resources } from './index';

/** Every namespace, eager and lazy (for the catalogue tests). */
export const allResources = {
  en: { ...resources.en, about: enAbout, contact: enContact, account: enAccount, checkout: enCheckout, orders: enOrders },
  ar: { ...resources.ar, about: arAbout, contact: arContact, account: arAccount, checkout: arCheckout, orders: arOrders },
} as const;

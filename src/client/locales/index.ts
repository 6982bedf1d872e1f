import arAbout from './ar/about.json';
import arAccount from './ar/account.json';
import arCommon from './ar/common.json';
import arContact from './ar/contact.json';
import arHome from './ar/home.json';
import arMenu from './ar/menu.json';
import enAbout from './en/about.json';
import enAccount from './en/account.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enHome from './en/home.json';
import enMenu from './en/menu.json';

export const resources = {
  en: { common: enCommon, home: enHome, menu: enMenu, about: enAbout, contact: enContact, account: enAccount },
  ar: { common: arCommon, home: arHome, menu: arMenu, about: arAbout, contact: arContact, account: arAccount },
} as const;

export type Namespace = keyof typeof resources.en;

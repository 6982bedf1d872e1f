import arAdmin from './ar/admin.json';
import enAdmin from './en/admin.json';
import arAdminOrders from './ar/admin-orders.json';
import enAdminOrders from './en/admin-orders.json';
import arAdminCatalog from './ar/admin-catalog.json';
import enAdminCatalog from './en/admin-catalog.json';
import arAdminCustomers from './ar/admin-customers.json';
import enAdminCustomers from './en/admin-customers.json';
import arAdminDashboard from './ar/admin-dashboard.json';
import enAdminDashboard from './en/admin-dashboard.json';
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
  en: { ...resources.en, 'admin': enAdmin, 'admin-orders': enAdminOrders, 'admin-catalog': enAdminCatalog, 'admin-customers': enAdminCustomers, 'admin-dashboard': enAdminDashboard, about: enAbout, contact: enContact, account: enAccount, checkout: enCheckout, orders: enOrders },
  ar: { ...resources.ar, 'admin': arAdmin, 'admin-orders': arAdminOrders, 'admin-catalog': arAdminCatalog, 'admin-customers': arAdminCustomers, 'admin-dashboard': arAdminDashboard, about: arAbout, contact: arContact, account: arAccount, checkout: arCheckout, orders: arOrders },
} as const;

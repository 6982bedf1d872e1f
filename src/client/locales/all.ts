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
import arEstimate from './ar/estimate.json';
import enAbout from './en/about.json';
import enAccount from './en/account.json';
import enCheckout from './en/checkout.json';
import enContact from './en/contact.json';
import enOrders from './en/orders.json';
import enEstimate from './en/estimate.json';
import arAdminEmployees from './ar/admin-employees.json';
import enAdminEmployees from './en/admin-employees.json';
import arAdminReviews from './ar/admin-reviews.json';
import enAdminReviews from './en/admin-reviews.json';
import arAdminSettings from './ar/admin-settings.json';
import enAdminSettings from './en/admin-settings.json';
import arAdminPayments from './ar/admin-payments.json';
import enAdminPayments from './en/admin-payments.json';
import arAdminMenu from './ar/admin-menu.json';
import enAdminMenu from './en/admin-menu.json';
import arAdminAccount from './ar/admin-account.json';
import enAdminAccount from './en/admin-account.json';
import arAdminHelp from './ar/admin-help.json';
import enAdminHelp from './en/admin-help.json';
import arAdminNotifications from './ar/admin-notifications.json';
import enAdminNotifications from './en/admin-notifications.json';
import arAdminMail from './ar/admin-mail.json';
import enAdminMail from './en/admin-mail.json';
import arAdminPrinting from './ar/admin-printing.json';
import arAdminShifts from './ar/admin-shifts.json';
import enAdminShifts from './en/admin-shifts.json';
import enAdminPrinting from './en/admin-printing.json';
import arAdminStaffAccounts from './ar/admin-staff-accounts.json';
import enAdminStaffAccounts from './en/admin-staff-accounts.json';
import arAdminSecurity from './ar/admin-security.json';
import enAdminSecurity from './en/admin-security.json';
import arReviews from './ar/reviews.json';
import enReviews from './en/reviews.json';
import arMyData from './ar/my-data.json';
import enMyData from './en/my-data.json';
import arRecovery from './ar/recovery.json';
import enRecovery from './en/recovery.json';
import arAdminDoor from './ar/admin-door.json';
import enAdminDoor from './en/admin-door.json';
import arOptions from './ar/options.json';
import enOptions from './en/options.json';
import * as arStart from './start-ar';
import * as enStart from './start-en';

/** Every namespace, eager and lazy (for the catalogue tests). */
export const allResources = {
  en: {
    ...enStart,
    options: enOptions,
    'admin-employees': enAdminEmployees,
    'admin-reviews': enAdminReviews,
    'admin-settings': enAdminSettings,
    'admin-payments': enAdminPayments,
    'admin-menu': enAdminMenu,
    'admin-account': enAdminAccount,
    'admin-help': enAdminHelp,
    'admin-notifications': enAdminNotifications,
    'admin-mail': enAdminMail,
    'admin-printing': enAdminPrinting,
    'admin-shifts': enAdminShifts,
    'admin-staff-accounts': enAdminStaffAccounts,
    'admin-security': enAdminSecurity,
    reviews: enReviews,
    admin: enAdmin,
    'admin-orders': enAdminOrders,
    'admin-catalog': enAdminCatalog,
    'admin-customers': enAdminCustomers,
    'admin-dashboard': enAdminDashboard,
    about: enAbout,
    contact: enContact,
    account: enAccount,
    checkout: enCheckout,
    orders: enOrders,
    estimate: enEstimate,
    'my-data': enMyData,
    recovery: enRecovery,
    'admin-door': enAdminDoor,
  },
  ar: {
    ...arStart,
    options: arOptions,
    'admin-employees': arAdminEmployees,
    'admin-reviews': arAdminReviews,
    'admin-settings': arAdminSettings,
    'admin-payments': arAdminPayments,
    'admin-menu': arAdminMenu,
    'admin-account': arAdminAccount,
    'admin-help': arAdminHelp,
    'admin-notifications': arAdminNotifications,
    'admin-mail': arAdminMail,
    'admin-printing': arAdminPrinting,
    'admin-shifts': arAdminShifts,
    'admin-staff-accounts': arAdminStaffAccounts,
    'admin-security': arAdminSecurity,
    reviews: arReviews,
    admin: arAdmin,
    'admin-orders': arAdminOrders,
    'admin-catalog': arAdminCatalog,
    'admin-customers': arAdminCustomers,
    'admin-dashboard': arAdminDashboard,
    about: arAbout,
    contact: arContact,
    account: arAccount,
    checkout: arCheckout,
    orders: arOrders,
    estimate: arEstimate,
    'my-data': arMyData,
    recovery: arRecovery,
    'admin-door': arAdminDoor,
  },
} as const;

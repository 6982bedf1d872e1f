// The orders back office's public entry for the admin shell (the screens load lazily from admin-screens).
export { OrderAlerts } from './order-alerts';
export { SlotClosing } from './slot-closing';

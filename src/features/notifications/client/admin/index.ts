export { NotificationBell } from './notification-bell';
export { NOTIFICATIONS_KEY } from './notifications-api';

export type { NotificationPage } from './notifications.schema';

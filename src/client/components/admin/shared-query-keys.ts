import { ADMIN_KEY } from './staff-session';

// Every notification query (bell and View all) and every inbox query is cached under these keys,
// shared because one feature refreshes the other: a live event about a new message refreshes the
// inbox and the bell; reading a message reads its notification.
export const MESSAGES_KEY = [...ADMIN_KEY, 'messages'] as const;
export const NOTIFICATIONS_KEY = [...ADMIN_KEY, 'notifications'] as const;

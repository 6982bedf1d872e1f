export { MESSAGES_KEY } from './inbox-api';
export { InboxBadge } from './inbox-badge';

export { InboxBadge } from './inbox-badge';

import ar from '../ar/admin-notifications.json';
import en from '../en/admin-notifications.json';
import { addBundle } from '../add-bundle';

addBundle('admin-notifications', ar, en);

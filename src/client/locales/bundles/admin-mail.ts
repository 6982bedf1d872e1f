import ar from '../ar/admin-mail.json';
import en from '../en/admin-mail.json';
import { addBundle } from '../add-bundle';

addBundle('admin-mail', ar, en);

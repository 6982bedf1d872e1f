import ar from '../ar/admin-account.json';
import en from '../en/admin-account.json';
import { addBundle } from '../add-bundle';

addBundle('admin-account', ar, en);

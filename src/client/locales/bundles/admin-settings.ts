import ar from '../ar/admin-settings.json';
import en from '../en/admin-settings.json';
import { addBundle } from '../add-bundle';

addBundle('admin-settings', ar, en);

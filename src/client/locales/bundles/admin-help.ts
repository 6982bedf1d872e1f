import ar from '../ar/admin-help.json';
import en from '../en/admin-help.json';
import { addBundle } from '../add-bundle';

addBundle('admin-help', ar, en);

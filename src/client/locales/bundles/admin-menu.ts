import ar from '../ar/admin-menu.json';
import en from '../en/admin-menu.json';
import { addBundle } from '../add-bundle';

addBundle('admin-menu', ar, en);

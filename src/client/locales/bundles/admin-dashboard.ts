import ar from '../ar/admin-dashboard.json';
import en from '../en/admin-dashboard.json';
import { addBundle } from '../add-bundle';

addBundle('admin-dashboard', ar, en);

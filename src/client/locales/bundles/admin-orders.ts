import ar from '../ar/admin-orders.json';
import en from '../en/admin-orders.json';
import { addBundle } from '../add-bundle';

addBundle('admin-orders', ar, en);

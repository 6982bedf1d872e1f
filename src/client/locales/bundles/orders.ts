import ar from '../ar/orders.json';
import en from '../en/orders.json';
import { addBundle } from '../add-bundle';

addBundle('orders', ar, en);

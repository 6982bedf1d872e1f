import ar from '../ar/admin-payments.json';
import en from '../en/admin-payments.json';
import { addBundle } from '../add-bundle';

addBundle('admin-payments', ar, en);

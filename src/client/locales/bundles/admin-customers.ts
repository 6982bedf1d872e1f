import ar from '../ar/admin-customers.json';
import en from '../en/admin-customers.json';
import { addBundle } from '../add-bundle';

addBundle('admin-customers', ar, en);

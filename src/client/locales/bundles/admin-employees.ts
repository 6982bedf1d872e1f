import ar from '../ar/admin-employees.json';
import en from '../en/admin-employees.json';
import { addBundle } from '../add-bundle';

addBundle('admin-employees', ar, en);

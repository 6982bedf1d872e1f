import ar from '../ar/admin-shifts.json';
import en from '../en/admin-shifts.json';
import { addBundle } from '../add-bundle';

addBundle('admin-shifts', ar, en);

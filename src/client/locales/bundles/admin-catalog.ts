import ar from '../ar/admin-catalog.json';
import en from '../en/admin-catalog.json';
import { addBundle } from '../add-bundle';

addBundle('admin-catalog', ar, en);

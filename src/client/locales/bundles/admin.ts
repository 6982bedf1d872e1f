import ar from '../ar/admin.json';
import en from '../en/admin.json';
import { addBundle } from '../add-bundle';

addBundle('admin', ar, en);

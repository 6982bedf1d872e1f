import ar from '../ar/admin-door.json';
import en from '../en/admin-door.json';
import { addBundle } from '../add-bundle';

addBundle('admin-door', ar, en);

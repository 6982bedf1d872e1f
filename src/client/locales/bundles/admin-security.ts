import ar from '../ar/admin-security.json';
import en from '../en/admin-security.json';
import { addBundle } from '../add-bundle';

addBundle('admin-security', ar, en);

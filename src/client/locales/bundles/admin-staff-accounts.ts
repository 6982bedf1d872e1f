import ar from '../ar/admin-staff-accounts.json';
import en from '../en/admin-staff-accounts.json';
import { addBundle } from '../add-bundle';

addBundle('admin-staff-accounts', ar, en);

import ar from '../ar/admin-printing.json';
import en from '../en/admin-printing.json';
import { addBundle } from '../add-bundle';

addBundle('admin-printing', ar, en);

import ar from '../ar/admin-reviews.json';
import en from '../en/admin-reviews.json';
import { addBundle } from '../add-bundle';

addBundle('admin-reviews', ar, en);

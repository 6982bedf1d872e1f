import ar from '../ar/reviews.json';
import en from '../en/reviews.json';
import { addBundle } from '../add-bundle';

addBundle('reviews', ar, en);

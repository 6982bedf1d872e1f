import ar from '../ar/about.json';
import en from '../en/about.json';
import { addBundle } from '../add-bundle';

addBundle('about', ar, en);

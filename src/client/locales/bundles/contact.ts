import ar from '../ar/contact.json';
import en from '../en/contact.json';
import { addBundle } from '../add-bundle';

addBundle('contact', ar, en);

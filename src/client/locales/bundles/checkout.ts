import ar from '../ar/checkout.json';
import en from '../en/checkout.json';
import { addBundle } from '../add-bundle';

addBundle('checkout', ar, en);

import ar from '../ar/options.json';
import en from '../en/options.json';
import { addBundle } from '../add-bundle';

addBundle('options', ar, en);

import ar from '../ar/my-data.json';
import en from '../en/my-data.json';
import { addBundle } from '../add-bundle';

addBundle('my-data', ar, en);

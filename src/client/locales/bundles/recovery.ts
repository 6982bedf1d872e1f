import ar from '../ar/recovery.json';
import en from '../en/recovery.json';
import { addBundle } from '../add-bundle';

addBundle('recovery', ar, en);

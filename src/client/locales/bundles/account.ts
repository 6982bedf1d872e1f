import ar from '../ar/account.json';
import en from '../en/account.json';
import { addBundle } from '../add-bundle';

addBundle('account', ar, en);

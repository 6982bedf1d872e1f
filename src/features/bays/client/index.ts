export { BayPage } from './bay-page';

export { useUploadImage } from './products-api';

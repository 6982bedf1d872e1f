export { catalogAdminRoutes } from './catalog.admin.routes';
export { catalogRoutes, createMenuCache } from './catalog.routes';
export { menuSize, updateProduct, updateProductSize } from './catalog.service';
export { loadOptionCatalogue } from './option-catalogue';

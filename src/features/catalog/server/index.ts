export { catalogAdminRoutes } from './catalog.admin.routes';
export { catalogRoutes, createMenuCache } from './catalog.routes';
export { updateProduct, updateProductSize } from './catalog.service';
export { loadOptionCatalogue } from './option-catalogue';

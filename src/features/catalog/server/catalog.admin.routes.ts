import { createRouter, type Deps } from '@/server/deps';
import { categoryAdminRoutes } from './category.admin.routes';
import { optionGroupAdminRoutes } from './option-group.admin.routes';
import { productAdminRoutes } from './product.admin.routes';
import { uploadAdminRoutes } from './upload.admin.routes';

/** The back-office catalogue under /api/admin: products, categories, option groups, image uploads. */
export function catalogAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.route('/', productAdminRoutes(deps));
  app.route('/', categoryAdminRoutes(deps));
  app.route('/', optionGroupAdminRoutes(deps));
  app.route('/', uploadAdminRoutes(deps));
  return app;
}

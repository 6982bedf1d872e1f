import { useRoutes } from 'react-router';
import { routes } from './route-table';

/** The routes, for the browser's router and the server's render alike. */
export function AppRoutes() {
  return useRoutes(routes);
}

import { createBrowserRouter } from 'react-router';
import { StoreLayout } from '../layouts/store-layout';
import * as home from './routes/home';
import * as menu from './routes/menu';
import { RouteError } from './route-error';

/**
 * Home and menu, where nearly every visit lands, ship in the main bundle (no extra round trip
 * before the first paint); every other page is its own lazy chunk.
 */
export const router = createBrowserRouter([
  {
    element: <StoreLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, Component: home.Component },
      { path: 'menu', Component: menu.Component },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'profile', lazy: () => import('./routes/profile') },
      { path: 'orders/:id', lazy: () => import('./routes/order') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

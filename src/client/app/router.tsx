import { createBrowserRouter, redirect } from 'react-router';
import { StoreLayout } from '../layouts/store-layout';
import { RouteError } from './route-error';

/** Every page is its own lazy chunk: a visitor downloads only the page they open. */
export const router = createBrowserRouter([
  {
    element: <StoreLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'menu', lazy: () => import('./routes/menu') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'contact', lazy: () => import('./routes/contact') },
      { path: 'checkout', lazy: () => import('./routes/checkout') },
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'signup', lazy: () => import('./routes/signup') },
      // Accounts arrive with the next issue: until then there is never a session.
      { path: 'profile', loader: () => redirect('/login') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

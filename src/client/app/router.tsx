import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { StoreLayout } from '../layouts/store-layout';
import * as home from './routes/home';
import * as menu from './routes/menu';

/** A page's own chunk, loaded on first visit (the layout's Suspense shows a skeleton meanwhile). */
const page = (load: () => Promise<{ Component: React.ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const About = page(() => import('./routes/about'));
const Contact = page(() => import('./routes/contact'));
const Checkout = page(() => import('./routes/checkout'));
const Login = page(() => import('./routes/login'));
const Signup = page(() => import('./routes/signup'));
const Profile = page(() => import('./routes/profile'));
const Order = page(() => import('./routes/order'));
const NotFound = page(() => import('./routes/not-found'));
/** The back office: its own chunks, never downloaded by the storefront. */
const Admin = page(() => import('../admin/admin-app'));

/**
 * Home and menu, where nearly every visit lands, ship in the main bundle (no extra round trip
 * before the first paint); every other page is its own lazy chunk. Declarative routes: the data
 * router (loaders, actions) is not used, and leaving it out saves about 17 KiB of gzipped script.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<div className="min-h-dvh bg-stone-50" />}>
            <Admin />
          </Suspense>
        }
      />
      <Route element={<StoreLayout />}>
        <Route index element={<home.Component />} />
        <Route path="menu" element={<menu.Component />} />
        <Route path="about" element={<About />} />
        <Route path="contact" element={<Contact />} />
        <Route path="checkout" element={<Checkout />} />
        <Route path="login" element={<Login />} />
        <Route path="signup" element={<Signup />} />
        <Route path="profile" element={<Profile />} />
        <Route path="orders/:id" element={<Order />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

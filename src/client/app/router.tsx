import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPageOf, type LazyPage } from '@/common/storefront-pages';
import { StoreLayout } from '../layouts/store-layout';
import * as home from './routes/home';
import * as menu from './routes/menu';

type PageModule = { default: React.ComponentType };

/**
 * A page's own chunk, loaded on first visit (the layout's Suspense shows a skeleton meanwhile).
 * Once preloaded it renders at once, with no suspension: the server renders every page in one
 * pass that way, and the browser hydrates a server-rendered page without ever swapping it for
 * the skeleton (see preloadPage).
 */
function page(load: () => Promise<{ Component: React.ComponentType }>) {
  let loaded: PageModule | undefined;
  const preload = () => load().then((m) => (loaded = { default: m.Component }));
  // A thenable that resolves synchronously lets React.lazy use the loaded module right away.
  const Page = lazy(() => (loaded ? ({ then: (resolve: (m: PageModule) => void) => resolve(loaded!) } as unknown as Promise<PageModule>) : preload()));
  return Object.assign(Page, { preload });
}

const About = page(() => import('./routes/about'));
const Contact = page(() => import('./routes/contact'));
const Checkout = page(() => import('./routes/checkout'));
const Login = page(() => import('./routes/login'));
const Signup = page(() => import('./routes/signup'));
const ResetPassword = page(() => import('./routes/reset-password'));
const Profile = page(() => import('./routes/profile'));
const MyData = page(() => import('./routes/my-data'));
const Order = page(() => import('./routes/order'));
const NotFound = page(() => import('./routes/not-found'));
/** The back office: its own chunks, never downloaded by the storefront. */
const Admin = page(() => import('../admin/admin-app'));

/** Each lazy page's chunk (src/common/storefront-pages.ts names them for the server too). */
const PAGES: Record<LazyPage, { preload: () => Promise<unknown> }> = {
  about: About,
  contact: Contact,
  checkout: Checkout,
  login: Login,
  signup: Signup,
  'reset-password': ResetPassword,
  profile: Profile,
  'my-data': MyData,
  orders: Order,
  'not-found': NotFound,
};

/** Loads the code of the storefront page at `pathname` (before hydrating it: it must not suspend). */
export function preloadPage(pathname: string): Promise<unknown> {
  const lazyPage = lazyPageOf(pathname);
  return lazyPage ? PAGES[lazyPage].preload() : Promise.resolve();
}

/** Every page's code (the server loads it all before its first render). */
export const preloadEveryPage = () => Promise.all(Object.values(PAGES).map((p) => p.preload()));

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
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="profile" element={<Profile />} />
        <Route path="profile/data" element={<MyData />} />
        <Route path="orders/:id" element={<Order />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

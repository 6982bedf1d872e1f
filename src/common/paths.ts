import { generatePath, type PathParam } from 'react-router';

/**
 * Every address of the shop, in one table (decision 074): the storefront's pages here and the back
 * office's screens in admin-paths.ts (apart, so the storefront's first screen does not carry them). Links are built from it with `href` and `adminHref`, so a page renamed here
 * moves every link, and a wrong name or a missing parameter is a compile error. The lists that
 * used to be written beside it are derived from it: the pages a Menu Setup link may point at, the
 * storefront's fallback navigation, the pages the server answers with `Cache-Control: no-store`,
 * `robots.txt`, and the back office's screens and sidebar.
 *
 * Patterns are React Router's, relative to their root as its route table writes them (`orders/:id`,
 * `profile/data`); the home page is the index route (`''`).
 */
export interface StorePageDef {
  readonly pattern: string;
  /** Drawn from someone's own data (their account, an order, saved cars): never kept by a cache. */
  readonly personal?: true;
  /** Kept from search engines: a `Disallow` line of robots.txt. */
  readonly noRobots?: true;
  /** A Menu Setup "page" link may point at it (its label: `admin-menu:pages.<name>`). */
  readonly linkable?: true;
  /** Arrives with the menu's data: the early script of index.html skips fetching the menu there. */
  readonly withMenu?: true;
}

/** The storefront's pages. */
export const STORE_PAGE_TABLE = {
  home: { pattern: '', linkable: true, withMenu: true },
  menu: { pattern: 'menu', linkable: true, withMenu: true },
  about: { pattern: 'about', linkable: true },
  contact: { pattern: 'contact', linkable: true },
  checkout: { pattern: 'checkout', personal: true },
  login: { pattern: 'login', linkable: true },
  signup: { pattern: 'signup', linkable: true },
  // The e-mailed reset link carries its token in the address: no crawler has any business there.
  resetPassword: { pattern: 'reset-password', noRobots: true },
  profile: { pattern: 'profile', personal: true, linkable: true },
  myData: { pattern: 'profile/data', personal: true },
  order: { pattern: 'orders/:id', personal: true },
  // A bay's QR code (issue 39): its token is in the address, and what it shows is the visitor's order.
  bay: { pattern: 'bay/:token', personal: true, noRobots: true },
} as const satisfies Record<string, StorePageDef>;

export type StorePageName = keyof typeof STORE_PAGE_TABLE;
type StorePattern<N extends StorePageName> = (typeof STORE_PAGE_TABLE)[N]['pattern'];

/** Where the back office lives; its screens' patterns are relative to it. */
export const ADMIN_ROOT = '/admin';

/** What follows the path: the query (values encoded) and the fragment. */
export interface LinkExtra {
  search?: Record<string, string | number | undefined>;
  hash?: string;
}

/** A pattern's parameters: none for a plain page, else each one named, as text or a number. */
export type ParamsOf<P extends string> = [PathParam<P>] extends [never]
  ? [params?: Record<string, never>, extra?: LinkExtra]
  : [params: { [K in PathParam<P>]: string | number }, extra?: LinkExtra];

/** The names whose pattern takes no parameter (their address is known to the compiler). */
export type Plain<T extends Record<string, { readonly pattern: string }>> = {
  [N in keyof T]: [PathParam<T[N]['pattern']>] extends [never] ? N : never;
}[keyof T];

export function build(
  root: string,
  pattern: string,
  params: Record<string, string | number> = {},
  extra: LinkExtra = {},
) {
  const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  // generatePath encodes each value (a slash or a `?` in an id stays inside its segment).
  const path = generatePath(`${root}/${pattern}`.replace(/(.)\/$/, '$1'), values);
  // Encoded as encodeURIComponent does, as the links written by hand were (a space is %20, not +).
  const query = Object.entries(extra.search ?? {})
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `${path}${query ? `?${query}` : ''}${extra.hash ? `#${encodeURIComponent(extra.hash)}` : ''}`;
}

/** A storefront page's address: `href('order', { id }, { search: { key } })` → `/orders/<id>?key=…`. */
export function href<N extends Plain<typeof STORE_PAGE_TABLE>>(name: N): `/${StorePattern<N>}`;
export function href<N extends StorePageName>(name: N, ...args: ParamsOf<StorePattern<N>>): string;
export function href(
  name: StorePageName,
  params?: Record<string, string | number>,
  extra?: LinkExtra,
): string {
  return build('', STORE_PAGE_TABLE[name].pattern, params, extra);
}

export const names = <T extends object>(table: T) => Object.keys(table) as (keyof T)[];

/** The storefront's pages, in the table's order. */
export const STORE_PAGE_NAMES = names(STORE_PAGE_TABLE);

/** Whether the page carries the flag (a flag left out is false). */
export function isPage(
  name: StorePageName,
  flag: 'personal' | 'noRobots' | 'linkable' | 'withMenu',
): boolean {
  const def: StorePageDef = STORE_PAGE_TABLE[name];
  return def[flag] === true;
}

/** The pages a Menu Setup "page" link may point at, with their label key (`admin-menu:pages.<key>`). */
export type LinkablePageName = {
  [N in StorePageName]: (typeof STORE_PAGE_TABLE)[N] extends { linkable: true } ? N : never;
}[StorePageName];

/** The path a route stops being a plain page at: `orders/:id` → `/orders/`, `about` → `/about`. */
function staticPrefix(root: string, pattern: string): string {
  const param = pattern.search(/(^|\/)[:*]/);
  const head = param === -1 ? pattern : `${pattern.slice(0, param)}/`;
  return `${root}/${head}`.replace(/\/\/$/, '/');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The addresses whose pages are personal (`Cache-Control: no-store`): each personal page's first
 * segment with everything under it (a mistyped `/orders/x/y` is kept no more than `/orders/x`),
 * and the whole back office.
 */
export const PERSONAL_PAGE = new RegExp(
  `^/(${[
    ...new Set(
      STORE_PAGE_NAMES.filter((n) => isPage(n, 'personal')).map(
        (n) => STORE_PAGE_TABLE[n].pattern.split('/')[0]!,
      ),
    ),
    ADMIN_ROOT.slice(1),
  ]
    .map(escape)
    .join('|')})(/|$)`,
);

/** robots.txt: the API and the back office, and every page the table keeps from crawlers. */
export function robotsTxt(): string {
  const disallow = [
    '/api/',
    ADMIN_ROOT,
    ...STORE_PAGE_NAMES.filter((n) => isPage(n, 'noRobots')).map((n) =>
      staticPrefix('', STORE_PAGE_TABLE[n].pattern),
    ),
  ];
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), ''].join('\n');
}

import { z } from 'zod';
import { MENU_ITEM_TYPES, MENU_LOCATIONS, MENU_TARGETS } from '@/common/domain';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';
import { href, isPage, STORE_PAGE_NAMES, type LinkablePageName } from '@/common/paths';

/**
 * Menu Setup: the schemas shared by the back-office forms and the admin API. Messages are
 * translation keys (`validation.*` of `common`, `admin-menu:validation.*` of the screen).
 */

export const MAX_MENUS = 30;
export const MAX_MENU_ITEMS = 60;
export const NAME_MAX = 60;
export const TITLE_MAX = 60;
export const URL_MAX = 500;

/**
 * The storefront's own pages a "page" link may point at (its `url`), with their label key
 * (`admin-menu:pages.<key>`): the path table's linkable pages.
 */
export const STORE_PAGES: readonly { path: string; key: LinkablePageName }[] = STORE_PAGE_NAMES.filter(
  (n): n is LinkablePageName => isPage(n, 'linkable'),
).map((key) => ({ path: href(key), key }));
export const STORE_PAGE_PATHS: readonly string[] = STORE_PAGES.map((p) => p.path);

const noControl = 'admin-menu:validation.controlChars';

/**
 * A link the shop may show: an http(s) address of another site, or a path of this one
 * (`/about`, not `//other.site`). Anything else (`javascript:`, `data:`, `mailto:`…) is refused,
 * as are spaces, control characters and backslashes (which browsers read as slashes).
 */
export function isSafeMenuUrl(url: string): boolean {
  if (url.length === 0 || url.length > URL_MAX || /[\s\\]|\p{Cc}/u.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https?:\/\/[^/?#]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const MenuNameSchema = typedText({ error: 'admin-menu:validation.nameRequired' })
  .trim()
  .min(1, 'admin-menu:validation.nameRequired')
  .max(NAME_MAX, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, noControl);

/** POST /api/admin/menus */
export const MenuCreateSchema = z
  .object({
    name: MenuNameSchema,
    location: z.enum(MENU_LOCATIONS, { error: 'admin-menu:validation.required' }),
  })
  .strict();
export type MenuCreate = z.infer<typeof MenuCreateSchema>;

/** PATCH /api/admin/menus/{id}: a new name (the location stays). */
export const MenuRenameSchema = z.object({ name: MenuNameSchema }).strict();
export type MenuRename = z.infer<typeof MenuRenameSchema>;

const Title = typedText({ error: 'admin-menu:validation.required' })
  .trim()
  .min(1, 'admin-menu:validation.required')
  .max(TITLE_MAX, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, noControl);
/** An id picked from a list; '' (nothing picked) reads as none. */
const OptionalId = z
  .union([z.uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

/**
 * POST /api/admin/menus/{id}/items and PATCH …/items/{itemId}. What each type needs: custom a
 * URL, page one of the storefront's pages, category a category, product a product. The URL's
 * safety is checked by the service (a refusal with its own bilingual message).
 */
export const MenuItemInputSchema = z
  .object({
    titleEn: Title,
    titleAr: Title,
    type: z.enum(MENU_ITEM_TYPES),
    url: z.string().trim().max(URL_MAX, 'validation.tooLong').optional().default(''),
    categoryId: OptionalId,
    productId: OptionalId,
    target: z.enum(MENU_TARGETS).default('_self'),
    parentId: OptionalId,
  })
  .strict()
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.type === 'custom' && v.url === '') need('url', 'admin-menu:validation.urlRequired');
    if (v.type === 'page' && !STORE_PAGE_PATHS.includes(v.url))
      need('url', 'admin-menu:validation.pageRequired');
    if (v.type === 'category' && !v.categoryId) need('categoryId', 'admin-menu:validation.categoryRequired');
    if (v.type === 'product' && !v.productId) need('productId', 'admin-menu:validation.productRequired');
  });
export type MenuItemInput = z.infer<typeof MenuItemInputSchema>;
export type MenuItemFormValues = z.input<typeof MenuItemInputSchema>;

/** The form's schema: the API's, plus the URL safety check at once (the server checks it too). */
export const MenuItemFormSchema = MenuItemInputSchema.superRefine((v, ctx) => {
  if (v.type === 'custom' && v.url !== '' && !isSafeMenuUrl(v.url)) {
    ctx.addIssue({ code: 'custom', path: ['url'], message: 'admin-menu:validation.urlUnsafe' });
  }
});

/** POST …/items/{itemId}/move: one place up or down among its siblings. */
export const MenuItemMoveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict();

export const AdminMenuSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.enum(MENU_LOCATIONS),
  createdAt: z.iso.datetime(),
  itemCount: z.number().int(),
  /** The menu the storefront shows for its location (the first created of that location). */
  live: z.boolean(),
});
export type AdminMenu = z.infer<typeof AdminMenuSchema>;

const AdminMenuItemBase = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  titleEn: z.string(),
  titleAr: z.string(),
  type: z.enum(MENU_ITEM_TYPES),
  url: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  target: z.enum(MENU_TARGETS),
  position: z.number().int(),
  /** The linked category's or product's names (null for custom and page links). */
  linkedEn: z.string().nullable(),
  linkedAr: z.string().nullable(),
  /** Left out of the storefront: its category is inactive, or its product not active. */
  hidden: z.boolean(),
});
const AdminMenuItemSchema = AdminMenuItemBase.extend({ children: z.array(AdminMenuItemBase) });
export type AdminMenuItemRow = z.infer<typeof AdminMenuItemBase>;
export type AdminMenuItem = z.infer<typeof AdminMenuItemSchema>;

export const AdminMenuDetailSchema = z.object({ menu: AdminMenuSchema, items: z.array(AdminMenuItemSchema) });
export type AdminMenuDetail = z.infer<typeof AdminMenuDetailSchema>;

const Choice = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string(), active: z.boolean() });
/** GET /api/admin/menu-choices: what a page, category or product link may point at. */
export const MenuChoicesSchema = z.object({
  pages: z.array(z.string()),
  categories: z.array(Choice),
  products: z.array(Choice),
});
export type MenuChoices = z.infer<typeof MenuChoicesSchema>;

const NavLinkBase = z.object({
  id: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  href: z.string(),
  hrefAr: z.string(),
  target: z.enum(MENU_TARGETS),
});
/** A child's own `children` is always empty (one level). */
const NavLinkSchema = NavLinkBase.extend({
  children: z.array(NavLinkBase.extend({ children: z.array(z.object({})).max(0) })),
});
/** GET /api/navigation */
export const NavigationSchema = z.object({
  header: z.array(NavLinkSchema),
  footer: z.array(NavLinkSchema),
  mobile: z.array(NavLinkSchema),
});

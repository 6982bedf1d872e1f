import { sql } from 'drizzle-orm';
import { MENU_LOCATIONS, type MenuLocation, type MenuTarget } from '@/common/domain';
import type { Db } from '@/server/db/client';
import type { NavLink, Navigation } from '../nav-pages';
import { href } from '@/common/paths';

interface Row {
  id: string;
  parent_id: string | null;
  location: MenuLocation;
  title_en: string;
  title_ar: string;
  type: 'custom' | 'page' | 'category' | 'product';
  url: string | null;
  target: MenuTarget;
  slug: string | null;
  product_en: string | null;
  product_ar: string | null;
  visible: boolean;
}

/** The menu page searched for a product: its card is the one result (either language's name finds it). */
const productHref = (name: string) => href('menu', {}, { search: { q: name } });

function hrefs(r: Row): [string, string] {
  if (r.type === 'category')
    return [href('menu', {}, { hash: r.slug ?? undefined }), href('menu', {}, { hash: r.slug ?? undefined })];
  if (r.type === 'product') return [productHref(r.product_en!), productHref(r.product_ar!)];
  return [r.url ?? href('home'), r.url ?? href('home')];
}

/**
 * The storefront's navigation: the live menu of each location (the first created there) as a
 * tree, addresses resolved. Links to an inactive category, or to a product that is not active
 * or whose category is inactive, are left out, and so are the children of a left-out parent.
 * One query, whatever the number of menus and items.
 */
export async function loadNavigation(db: Db): Promise<Navigation> {
  const { rows } = (await db.execute(sql`
    with live as (select distinct on (location) id, location from nav_menus order by location, created_at, id)
    select i.id, i.parent_id, live.location, i.title_en, i.title_ar, i.type, i.url, i.target,
           c.slug, p.name_en as product_en, p.name_ar as product_ar,
           case i.type
             when 'category' then c.status = 'active'
             when 'product' then p.status = 'active' and pc.status = 'active'
             else true end as visible
      from nav_menu_items i
      join live on live.id = i.menu_id
      left join categories c on c.id = i.category_id
      left join products p on p.id = i.product_id
      left join categories pc on pc.id = p.category_id
     order by i.position, i.created_at, i.id`)) as unknown as { rows: Row[] };

  const nav = Object.fromEntries(MENU_LOCATIONS.map((l) => [l, [] as NavLink[]])) as Navigation;
  const parents = new Map<string, NavLink>();
  const link = (r: Row): NavLink => {
    const [href, hrefAr] = hrefs(r);
    return {
      id: r.id,
      titleEn: r.title_en,
      titleAr: r.title_ar,
      href,
      hrefAr,
      target: r.target,
      children: [],
    };
  };
  for (const r of rows) {
    if (r.parent_id || !r.visible) continue;
    const l = link(r);
    parents.set(r.id, l);
    nav[r.location].push(l);
  }
  for (const r of rows) if (r.parent_id && r.visible) parents.get(r.parent_id)?.children.push(link(r));
  return nav;
}

import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROOT, STORE_PAGE_NAMES, STORE_PAGE_TABLE, isPage, type StorePageName } from '@/common/paths';
import { routes } from './route-table';

/** Every route's whole pattern (parents' joined), `''` for the index route, layouts left out. */
function patterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((r) => {
    const own = r.index ? parent : r.path === undefined ? null : [parent, r.path].filter(Boolean).join('/');
    return [...(own === null ? [] : [own]), ...patterns(r.children ?? [], own ?? parent)];
  });
}

/** A page's address with a stand-in for each parameter. */
const sample = (name: StorePageName) => `/${STORE_PAGE_TABLE[name].pattern.replace(/:[^/]+/g, 'x')}`;

describe('the route table and the path table', () => {
  it('list the same storefront pages, and the back office under its root', () => {
    const routed = patterns(routes);
    const back = `${ADMIN_ROOT.slice(1)}/*`;
    expect(routed).toContain(back);
    expect(routed).toContain('*');
    expect(routed.filter((p) => p !== back && p !== '*').sort()).toEqual(
      STORE_PAGE_NAMES.map((n) => STORE_PAGE_TABLE[n].pattern).sort(),
    );
  });

  it("index.html's early script skips the menu's fetch on exactly the pages that arrive with it", () => {
    // The script cannot import the table; this holds its address test to the table's `withMenu`.
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const found = /if \(!(\/.*\/)\.test\(location\.pathname\)/.exec(html);
    expect(found, 'the early script tests the address before fetching the menu').not.toBeNull();
    const withMenu = new RegExp(found![1]!.slice(1, -1));
    for (const name of STORE_PAGE_NAMES)
      expect(withMenu.test(sample(name)), name).toBe(isPage(name, 'withMenu'));
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_SCREEN_NAMES, ADMIN_SCREEN_TABLE, adminHref, type AdminScreenDef } from '@/common/admin-paths';
import ar from '@/client/locales/ar/admin.json';
import en from '@/client/locales/en/admin.json';
import { ADMIN_SCREENS } from './admin-screens';
import { NAV_LINKS, sectionOf } from './nav-links';

const table = (name: (typeof ADMIN_SCREEN_NAMES)[number]): AdminScreenDef => ADMIN_SCREEN_TABLE[name];

describe('the back office from the path table', () => {
  it("has one screen, with its code, for each of the table's screens, at its address and behind its permission", () => {
    expect(ADMIN_SCREENS.map((s) => [s.name, s.path, s.permission])).toEqual(
      ADMIN_SCREEN_NAMES.map((n) => [n, table(n).pattern, table(n).permission]),
    );
    for (const s of ADMIN_SCREENS) expect(typeof s.load, s.name).toBe('function');
  });

  it("takes each sidebar link's address, permission and text from a labelled screen of the table", () => {
    const labelled = ADMIN_SCREEN_NAMES.filter((n) => table(n).label);
    for (const l of NAV_LINKS) {
      const screen = labelled.find((n) => table(n).label === l.key);
      expect(screen, l.key).toBeDefined();
      expect([l.to, l.permission], l.key).toEqual([
        `/admin${table(screen!).pattern ? `/${table(screen!).pattern}` : ''}`,
        table(screen!).permission,
      ]);
    }
    expect(new Set(NAV_LINKS.map((l) => l.to)).size).toBe(NAV_LINKS.length);
  });

  it('names every section in both catalogues', () => {
    for (const n of ADMIN_SCREEN_NAMES) {
      const label = table(n).label;
      if (!label) continue;
      expect(en.nav, n).toHaveProperty([label], expect.any(String));
      expect(ar.nav, n).toHaveProperty([label], expect.any(String));
    }
  });

  it('finds the section of a path for the breadcrumb, its own or the one above it', () => {
    expect(sectionOf('/admin')?.key).toBe('dashboard');
    expect(sectionOf('/admin/')?.key).toBe('dashboard');
    expect(sectionOf(adminHref('receipt', { id: 'x' }))?.key).toBe('orders');
    expect(sectionOf(adminHref('staffAccounts'))?.key).toBe('employees');
    expect(sectionOf(adminHref('notifications'))?.key).toBe('notifications');
    expect(sectionOf(adminHref('dayClose', { day: '2026-01-02' }))?.key).toBe('shifts');
    expect(sectionOf(adminHref('kitchen'))).toBeUndefined();
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ORIGIN, uniqueEmail } from './account-helpers';
import { E2E_OWNER } from './env';
import { open, t, type Lang } from './fixtures';

export type StaffRole = 'owner' | 'admin' | 'manager' | 'staff' | 'pending' | 'customer';

/** A verified account with `role` (made through the TEST_HOOKS helper); its e-mail and password. */
export async function createStaff(request: APIRequestContext, role: StaffRole, projectName = 'e2e') {
  const account = {
    email: uniqueEmail(role, projectName),
    password: 'staff-pass-2026',
    name: `${role} tester`,
    role,
  };
  const res = await request.post('/api/test/staff', { headers: { Origin: ORIGIN }, data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * Signs in (as the owner unless another account is given) and opens the back office in `lang`:
 * the journey's starting point. The sign-in is the same request the sign-in screen sends, made
 * with the page's own cookies; the screen itself is the subject of its own journeys
 * (admin-account.spec.ts, global/staff-door.spec.ts), not drawn again before every other one.
 */
export async function signInToAdmin(
  page: Page,
  lang: Lang,
  account: { email: string; password: string } = E2E_OWNER,
) {
  const res = await page.request.post('/api/account/login', {
    headers: { Origin: ORIGIN },
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  await open(page, '/admin', lang);
  await page.locator('#admin-main').waitFor();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Opens a back-office section from the sidebar (through the menu button on a phone). */
export async function openSection(page: Page, lang: Lang, key: string) {
  // The shell first (the menu button exists only once the back office has drawn).
  await page.locator('#admin-main').waitFor();
  const menuButton = page.getByRole('button', { name: t(lang, 'admin:nav.open') });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: t(lang, 'admin:nav.label') })
    .filter({ visible: true })
    .getByRole('link', { name: t(lang, `admin:nav.${key}`), exact: true })
    .click();
}

/**
 * Clears the toasts before clicking what they may cover (on a phone they sit over the bottom of
 * the screen): each closed with its own button, rather than waited out (3 s each). The button gets
 * its click without the pointer: a pointer over the toasts spreads them out and holds them, and on a
 * busy machine a button still moving is not clicked in time. (The journeys that test a toast's close
 * button tap it for real: cart.spec.ts.) Then the pointer leaves them (a hovered toast stays).
 */
export async function settleToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  await expect(async () => {
    const open = toasts.and(page.locator('[data-removed="false"]')).locator('[data-close-button]');
    // A toast may go by itself meanwhile: its button is then gone, and the count below decides.
    for (const close of await open.all())
      await close.dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.move(1, 1);
}

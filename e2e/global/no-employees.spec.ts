// With the global journeys: it sets every employee of the shop inactive for its length (a shop
// that has set up no team, as a fresh install is), which other journeys' checkouts would notice.
import type { APIRequestContext } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { signInToAdmin } from '../admin-helpers';
import { fillCart, fillPlate } from '../checkout-helpers';
import { E2E_OWNER } from '../env';
import { customerJourney, expect, LANGS, lookAt, open, t, test } from '../fixtures';

type Row = Record<string, unknown> & { id: string; status: string };
/** The form's fields of an employee row (PATCH takes every field of the form). */
const FORM = [
  'nameEn',
  'nameAr',
  'email',
  'phone',
  'role',
  'departmentEn',
  'departmentAr',
  'positionEn',
  'positionAr',
  'hireDate',
  'employmentType',
  'profileImage',
];
const formOf = (row: Row, status: string) =>
  Object.fromEntries([...FORM.filter((k) => k in row).map((k) => [k, row[k] ?? '']), ['status', status]]);

async function setTeam(request: APIRequestContext, rows: Row[], status: string) {
  for (const row of rows) {
    const body = { ...formOf(row, status), profileImage: row.profileImage ?? null };
    const res = await request.patch(`/api/admin/employees/${row.id}`, {
      headers: { Origin: ORIGIN },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

for (const lang of LANGS) {
  test(
    `a shop without employees: checkout does not ask who is serving, the board card names nobody (${lang})`,
    customerJourney(lang),
    async ({ page, request }) => {
      test.setTimeout(90_000);
      expect(
        (await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER })).status(),
      ).toBe(200);
      const list = await request.get('/api/admin/employees?status=active&pageSize=100');
      const active = ((await list.json()) as { rows: Row[] }).rows;
      await setTeam(request, active, 'inactive');
      try {
        expect(await (await request.get('/api/employees?lang=en')).json()).toEqual([]);
        await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
        await open(page, '/checkout', lang);
        await page
          .getByLabel(t(lang, 'checkout:fields.name'))
          .fill(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
        await page
          .getByLabel(t(lang, 'checkout:fields.email'))
          .fill(`no-team-${lang}-${Date.now()}@example.com`);
        await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '5', number: '4242' });
        await page.getByRole('radio', { name: t(lang, 'checkout:payment.cash') }).check();
        // The list arrived (the payment methods came with it) and it is empty: nothing to ask.
        await expect(page.getByLabel(t(lang, 'checkout:fields.employee'))).toHaveCount(0);
        await expect(page.getByText(t(lang, 'checkout:fields.employee'))).toHaveCount(0);
        await lookAt(page, `checkout-no-employees-${lang}`, { fullPage: true });
        await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
        ).toBeVisible();
        const number = (await page
          .getByText(/^#\d{4,}$/)
          .first()
          .textContent())!.slice(1);

        await signInToAdmin(page, lang);
        await open(page, '/admin/board', lang, { hydrated: false });
        const card = page.locator(`article[data-order="${number}"]`);
        await expect(card).toBeVisible();
        await expect(card).toContainText(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
        await expect(card).not.toContainText(lang === 'ar' ? 'دون موظف مبيعات' : 'No sales employee');
        await expect(card.locator('svg.lucide-user-round')).toHaveCount(0);
        await lookAt(card, `board-card-no-employee-${lang}`);
      } finally {
        await setTeam(request, active, 'active');
      }
    },
  );
}

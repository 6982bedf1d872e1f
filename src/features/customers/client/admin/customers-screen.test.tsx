// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, type SentRequest } from '@/client/testing/fake-server-test-kit';
import {
  cleanUpAfterEach,
  renderWithProviders,
  routerLocation,
} from '@/client/testing/render-with-providers-test-kit';
import type { AdminCustomer } from '../../customers.schema';
import { Component as CustomersScreen } from './customers-screen';

cleanUpAfterEach();

const TOTAL = 45;

/** The server's page of customers for what was asked: the rows are named after their place in the list. */
function customersPage(req: SentRequest) {
  const page = Number(req.query.get('page'));
  const pageSize = Number(req.query.get('pageSize'));
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, TOTAL - first + 1));
  const rows = Array.from({ length: count }, (_, i): AdminCustomer => ({
    id: `00000000-0000-4000-8000-${String(first + i).padStart(12, '0')}`,
    name: `Customer ${first + i} (${req.query.get('sort')})`,
    email: `c${first + i}@example.com`,
    phone: null,
    plate: null,
    carPlate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    hasAccount: false,
    orderCount: 1,
    completedCount: 1,
    totalSpentFils: 1000,
  }));
  return json({ rows, total: TOTAL, page, pageSize });
}

function renderCustomers(route = '/admin/customers') {
  const server = fakeServer({ 'GET /api/admin/customers': customersPage });
  renderWithProviders(<CustomersScreen />, { route });
  const asked = () => server.sent('GET /api/admin/customers').map((r) => r.query.toString());
  return { server, asked, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Customers' });
/** A row of the table by its customer's name (text queries: role queries are slow over 20 rows). */
const row = (name: string) => screen.findByText(name, { selector: 'table span' });
const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const button = (name: string) => within(pager()).getByRole('button', { name }) as HTMLButtonElement;

describe('an admin table (the customers list)', () => {
  it('asks the server for the first page, newest first, and says where it is', async () => {
    const { asked } = renderCustomers();
    await row('Customer 1 (newest)');
    expect(asked()).toEqual(['sort=newest&page=1&pageSize=20']);
    expect(within(table()).getAllByRole('row')).toHaveLength(21); // the header and 20 rows
    expect(pager().textContent).toContain('Showing 1–20 of 45');
    expect(pager().textContent).toContain('Page 1 of 3');
    expect(button('Previous').disabled).toBe(true);
  });

  it('Next and Previous ask for the next and the previous page, and the address keeps the page', async () => {
    const { asked, user } = renderCustomers();
    await row('Customer 1 (newest)');
    await user.click(button('Next'));
    await row('Customer 21 (newest)');
    expect(asked().at(-1)).toBe('sort=newest&page=2&pageSize=20');
    expect(routerLocation.current).toBe('/admin/customers?page=2');
    await user.click(button('Next'));
    await row('Customer 45 (newest)');
    expect(asked().at(-1)).toBe('sort=newest&page=3&pageSize=20');
    expect(pager().textContent).toContain('Showing 41–45 of 45');
    expect(button('Next').disabled).toBe(true);
    await user.click(button('Previous'));
    await row('Customer 21 (newest)');
    // Page 2 was asked for once: the second time it came from the cache.
    expect(asked()).toEqual([
      'sort=newest&page=1&pageSize=20',
      'sort=newest&page=2&pageSize=20',
      'sort=newest&page=3&pageSize=20',
    ]);
  });

  it('a new sort asks the server for it, from the first page again', async () => {
    const { asked, user } = renderCustomers();
    await row('Customer 1 (newest)');
    await user.click(button('Next'));
    await row('Customer 21 (newest)');
    await user.selectOptions(screen.getByLabelText('Sort customers'), 'Highest spend');
    await row('Customer 1 (most-spent)');
    expect(asked().at(-1)).toBe('sort=most-spent&page=1&pageSize=20');
    expect(routerLocation.current).toBe('/admin/customers?sort=most-spent');
  });

  it('a search is asked for after a pause in typing, from the first page', async () => {
    const { asked, user } = renderCustomers('/admin/customers?page=2');
    await row('Customer 21 (newest)');
    await user.type(screen.getByLabelText('Search customers'), 'sara');
    await waitFor(() => expect(asked().at(-1)).toBe('q=sara&sort=newest&page=1&pageSize=20'));
    // One request for the whole word, not one per letter.
    expect(asked()).toHaveLength(2);
  });

  it('a shared address opens the same list: its sort and page are what the server is asked for', async () => {
    const { asked } = renderCustomers('/admin/customers?sort=name-asc&page=3');
    await row('Customer 41 (name-asc)');
    expect(asked()).toEqual(['sort=name-asc&page=3&pageSize=20']);
    expect((screen.getByLabelText('Sort customers') as HTMLSelectElement).value).toBe('name-asc');
    expect(pager().textContent).toContain('Page 3 of 3');
  });
});

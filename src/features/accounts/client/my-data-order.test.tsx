// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { MyData } from '../my-data.schema';
import { MyDataOrder } from './my-data-order';

cleanUpAfterEach();
// The prices ask for the shop's money format; without it they keep the default.
beforeEach(() => void fakeServer({}));

const ORDER: MyData['orders'][number] = {
  number: 1042,
  placedAt: '2026-03-01T10:00:00.000Z',
  status: 'completed',
  paymentMethod: 'cash',
  paymentStatus: 'paid',
  name: 'Noura',
  email: 'noura@example.com',
  phone: null,
  carPlate: 'AD 5 12345',
  arrivalNote: null,
  bayName: 'B4',
  items: [],
  totalFils: 0,
  vatFils: 0,
};

/** The order's facts as [label, value] pairs, in the order shown. */
const facts = () => {
  const article = screen.getByRole('article', { name: '#1042' });
  const labels = within(article).getAllByRole('term');
  return labels.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
};

describe('an order on the "Your data" page', () => {
  it('names the bay the customer said they were at, in both languages, with the name as it is', () => {
    renderWithProviders(<MyDataOrder order={ORDER} />, { locale: 'en' });
    expect(facts()).toContainEqual(['Bay', 'B4']);
    renderWithProviders(<MyDataOrder order={{ ...ORDER, number: 1043 }} />, { locale: 'ar' });
    const ar = within(screen.getByRole('article', { name: '#1043' })).getByText('B4');
    expect(ar.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(ar.closest('dd')?.previousElementSibling?.textContent).toBe('الموقف');
  });

  it('has no bay line for an order never marked at a bay', () => {
    renderWithProviders(<MyDataOrder order={{ ...ORDER, bayName: null }} />, { locale: 'en' });
    expect(facts().map(([label]) => label)).not.toContain('Bay');
    expect(facts().map(([label]) => label)).toContain('Car plate');
  });
});

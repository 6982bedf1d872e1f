// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { AtTheCarStrip } from './at-the-car-strip';
import { boardOrder } from './board-alerts-test-kit';

cleanUpAfterEach();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('the At-the-car strip', () => {
  const orders = [
    boardOrder({
      id: 'a',
      number: 1201,
      status: 'ready',
      carPlate: 'DXB A 1',
      plate: null,
      arrivedAt: minutesAgo(2),
      arrivalNote: 'Bay 3, white Patrol',
    }),
    boardOrder({
      id: 'b',
      number: 1202,
      status: 'processing',
      carPlate: 'AD 5 22',
      plate: null,
      arrivedAt: minutesAgo(7),
      arrivalNote: null,
    }),
    boardOrder({
      id: 'c',
      number: 1203,
      status: 'completed',
      carPlate: 'SHJ 3 9',
      plate: null,
      arrivedAt: minutesAgo(9),
    }),
    boardOrder({
      id: 'd',
      number: 1204,
      status: 'pending',
      carPlate: 'AUH 1 4',
      plate: null,
      arrivedAt: null,
    }),
  ];

  it('lists every customer at the car not handed over, who came first first, with plate, note, minutes and state', () => {
    renderWithProviders(<AtTheCarStrip orders={orders} clockOffset={0} />, { locale: 'en' });
    const strip = screen.getByRole('region', { name: /at the Car/i });
    const entries = within(strip).getAllByRole('button');
    expect(entries.map((b) => b.getAttribute('data-at-car'))).toEqual(['1202', '1201']);
    expect(entries[0]!.textContent).toContain('Waiting 7 min');
    expect(entries[0]!.textContent).toContain('Being prepared');
    expect(entries[1]!.textContent).toContain('Bay 3, white Patrol');
    expect(entries[1]!.textContent).toContain('Ready');
    expect(within(entries[1]!).getByText('Bay 3, white Patrol').tagName).toBe('BDI');
  });

  it('speaks Arabic, and a tap brings the card into view and focuses it', async () => {
    renderWithProviders(
      <>
        <AtTheCarStrip orders={orders} clockOffset={0} />
        <article data-order="1201" tabIndex={-1} />
      </>,
      { locale: 'ar' },
    );
    const card = document.querySelector<HTMLElement>('article[data-order="1201"]')!;
    card.scrollIntoView = vi.fn();
    expect(screen.getByRole('region', { name: /في السيارة/ }).textContent).toContain('بالانتظار منذ');
    await userEvent.setup().click(document.querySelector('[data-at-car="1201"]')!);
    expect(card.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(card);
  });

  it('is not there when nobody waits at the car', () => {
    renderWithProviders(<AtTheCarStrip orders={orders.slice(2)} clockOffset={0} />, { locale: 'en' });
    expect(screen.queryByRole('region')).toBeNull();
  });
});

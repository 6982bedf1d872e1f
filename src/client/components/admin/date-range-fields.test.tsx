// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { DateRangeFields } from './date-range-fields';

cleanUpAfterEach();

function Filter({ start = { from: '', to: '' } }: { start?: { from: string; to: string } }) {
  const [range, setRange] = useState(start);
  return <DateRangeFields {...range} onChange={(c) => setRange((r) => ({ ...r, ...c }))} />;
}

const PERIODS = ['week', 'custom'] as const;
function WithPresets() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('week');
  return (
    <DateRangeFields
      from=""
      to=""
      onChange={() => {}}
      labels={{ from: 'Start date', to: 'End date' }}
      presets={{
        legend: 'Period',
        name: 'period',
        choices: PERIODS,
        chosen: period,
        custom: 'custom',
        label: (p) => (p === 'week' ? 'This Week' : 'Custom Range'),
        onChoose: setPeriod,
      }}
    />
  );
}

describe('the date-range filter', () => {
  it('refuses a start after the end, saying so, until it is put right', async () => {
    renderWithProviders(<Filter start={{ from: '2026-03-10', to: '2026-03-01' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date.');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-10');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Arabic too', () => {
    renderWithProviders(<Filter start={{ from: '2026-03-10', to: '2026-03-01' }} />, { locale: 'ar' });
    expect(screen.getByRole('alert').textContent).toBe(
      'يجب أن يكون تاريخ البداية قبل تاريخ النهاية أو مساويًا له.',
    );
    expect(screen.getByLabelText('من')).toBeTruthy();
    expect(screen.getByLabelText('إلى')).toBeTruthy();
  });

  it("offers no day after today in the shop's time zone, even where the visitor's clock is still on yesterday", () => {
    // 21:30 UTC on 28 November is already 01:30 on the 29th in Dubai.
    vi.useFakeTimers({ now: new Date('2026-11-28T21:30:00Z'), toFake: ['Date'] });
    renderWithProviders(<Filter start={{ from: '2026-11-01', to: '' }} />);
    expect(screen.getByLabelText('From').getAttribute('max')).toBe('2026-11-29');
    expect(screen.getByLabelText('To').getAttribute('max')).toBe('2026-11-29');
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-11-01');
  });

  it("shows a screen's presets first, and the two days only for the custom one", async () => {
    renderWithProviders(<WithPresets />);
    expect(screen.getByRole('radio', { name: 'This Week' })).toBeTruthy();
    expect(screen.queryByLabelText('Start date')).toBeNull();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Custom Range' }));
    expect(screen.getByLabelText('Start date')).toBeTruthy();
    expect(screen.getByLabelText('End date')).toBeTruthy();
  });
});

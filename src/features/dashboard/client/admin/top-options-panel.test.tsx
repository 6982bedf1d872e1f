// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { TopOption } from '../../dashboard.schema';
import { TopOptionsBars } from './top-options-panel';

cleanUpAfterEach();

const option = (
  nameEn: string,
  nameAr: string,
  quantity: number,
  offered: number,
  isDefault = false,
): TopOption => ({
  optionId: `00000000-0000-4000-8000-${String(quantity).padStart(12, '0')}`,
  groupId: '00000000-0000-4000-8000-0000000000a1',
  nameEn,
  nameAr,
  groupNameEn: 'Sugar',
  groupNameAr: 'السكر',
  isDefault,
  quantity,
  offered,
  revenueFils: 0,
});
const options = [option('Normal sugar', 'سكر عادي', 62, 100, true), option('No sugar', 'بدون سكر', 38, 100)];

describe('the most chosen options', () => {
  it('lists the options that differ from the default with their share, and says how the share is counted', () => {
    renderWithProviders(<TopOptionsBars options={options} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['No sugarSugar38%38 of 100 items']);
    expect(screen.getByText(/^Share: the items ordered with the option/)).toBeTruthy();
  });

  it('in Arabic: the Arabic names, the Arabic percent sign and plural', () => {
    renderWithProviders(<TopOptionsBars options={options} />, { locale: 'ar' });
    expect(screen.getByRole('listitem').textContent).toBe('بدون سكرالسكر38٪38 من 100 صنف');
  });

  it('says so when only defaults were chosen', () => {
    renderWithProviders(<TopOptionsBars options={options.slice(0, 1)} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText(/^No options chosen in this period/)).toBeTruthy();
  });
});

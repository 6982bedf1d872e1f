// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { Bay } from '../../bays.schema';
import { Component as BaySheet } from './bay-sheet-screen';

cleanUpAfterEach();

const bay = (name: string, token: string): Bay => ({
  id: `id-${name}`,
  name,
  token,
  url: `https://aseer.example/bay/${token}`,
  createdAt: '2026-11-29T08:00:00.000Z',
});

describe('the QR sheet of the bays', () => {
  it('prints one sticker per bay: its name, its code (the shop’s address of its page), and both languages whatever the screen’s', async () => {
    const bays = [bay('4', 'AAAAAAAAAAAAAAAAAAAAA4'), bay('B2', 'BBBBBBBBBBBBBBBBBBBBB2')];
    fakeServer({ 'GET /api/admin/bays': json(bays) });
    renderWithProviders(<BaySheet />, { locale: 'ar' });
    await waitFor(() => expect(document.querySelectorAll('[data-bay-sticker]')).toHaveLength(2));
    for (const b of bays) {
      const sticker = document.querySelector(`[data-bay-sticker="${b.name}"]`)!;
      expect(sticker.querySelectorAll('svg')).toHaveLength(1);
      expect(sticker.querySelector('svg')!.getAttribute('data-bay-code')).toBe(b.url);
      expect(sticker.textContent).toContain(b.name);
      expect(sticker.textContent).toContain('طلبت مسبقًا؟ امسح الرمز لتخبرنا أنك وصلت');
      expect(sticker.textContent).toContain("Ordered ahead? Scan to tell us you're here");
    }
    // On A4, alone when printed.
    expect(document.querySelector('[data-printable]')?.getAttribute('data-paper')).toBe('a4');
    expect(screen.getByRole('link', { name: 'الإعدادات' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('with no bay in use, says where to add them instead of printing an empty sheet', async () => {
    fakeServer({ 'GET /api/admin/bays': json([]) });
    renderWithProviders(<BaySheet />);
    expect(await screen.findByText('No bays to print yet. Add them in Settings.')).toBeTruthy();
    expect(document.querySelectorAll('[data-bay-sticker]')).toHaveLength(0);
  });
});

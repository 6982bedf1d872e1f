// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { LanguageToggle } from './language-toggle';

cleanUpAfterEach();

describe('the back office’s language button', () => {
  it('names the other language in it, and switches to it', async () => {
    renderWithProviders(<LanguageToggle />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'العربية' });
    expect(button.getAttribute('lang')).toBe('ar');
    await userEvent.setup().click(button);
    expect(await screen.findByRole('button', { name: 'English' })).toBeTruthy();
  });
});

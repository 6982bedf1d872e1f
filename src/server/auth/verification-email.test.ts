import { describe, expect, it } from 'vitest';
import { verificationEmail } from './verification-email';

describe('the verification e-mail', () => {
  it('keeps a name whole in both languages, and inert', () => {
    const mail = verificationEmail('x@example.com', 'مريم (Mariam) <b>', 'https://aseer.ae/verify?t=1');
    expect(mail.text).toContain('مرحبًا \u2068مريم (Mariam) <b>\u2069،');
    expect(mail.text).toContain('Hello \u2068مريم (Mariam) <b>\u2069,');
    expect(mail.html).toContain('<bdi>مريم (Mariam) &lt;b&gt;</bdi>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html!.indexOf('dir="rtl"')).toBeLessThan(mail.html!.indexOf('dir="ltr"'));
  });
});

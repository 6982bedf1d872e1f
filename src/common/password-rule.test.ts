import { describe, expect, it } from 'vitest';
import { visiblePassword, visiblePasswordLength } from './password-rule';
import { passwordProblem } from './password-strength';

const ZWSP = '\u200b';

describe('the password rule', () => {
  it('refuses the common and easily guessed ones for customers and staff alike', () => {
    for (const kind of ['customer', 'staff'] as const) {
      for (const password of ['password1234', '12345678', 'qwertyuiop12', 'Password123!', 'aaaaaaaaaaaaaaaa'])
        expect(passwordProblem(password, kind), `${kind}: ${password}`).not.toBeNull();
    }
    expect(passwordProblem('password1234', 'customer')).toBe('validation.passwordWeak');
    expect(passwordProblem('12345678', 'customer')).toBe('validation.passwordWeak');
  });

  it('does not count invisible characters, and white space alone is no password', () => {
    expect(visiblePassword('        ')).toBe('');
    expect(passwordProblem('        ', 'customer')).toBe('validation.required');
    expect(passwordProblem(`pw${ZWSP.repeat(6)}`, 'customer')).toBe('validation.passwordMin');
    expect(visiblePasswordLength(`pw${ZWSP.repeat(6)}`)).toBe(2);
    expect(visiblePasswordLength('\u2060\ufeff\u200c\u200d')).toBe(0);
    // Code points, not UTF-16 units: an emoji is one character, an Arabic letter too.
    expect(visiblePasswordLength('🍊🍊🍊')).toBe(3);
    expect(visiblePasswordLength('عصير')).toBe(4);
    // A long run of invisible characters does not make a short password long enough.
    expect(passwordProblem(`mango-7${ZWSP.repeat(20)}`, 'customer')).toBe('validation.passwordMin');
  });

  it('wants 8 characters from customers and 12 from staff', () => {
    expect(passwordProblem('tamr-7!kz', 'customer')).toBeNull(); // 9, not guessable
    expect(passwordProblem('tamr-7!kz', 'staff')).toBe('validation.passwordMinStaff');
    expect(passwordProblem('Tq9#vLp2', 'customer')).toBeNull(); // exactly 8
    expect(passwordProblem('Tq9#vLp2xZ4', 'staff')).toBe('validation.passwordMinStaff'); // 11
    expect(passwordProblem('Tq9#vLp2xZ4!', 'staff')).toBeNull(); // exactly 12
  });

  it('accepts good passphrases, in English or Arabic', () => {
    for (const kind of ['customer', 'staff'] as const) {
      expect(passwordProblem('correct horse battery staple', kind)).toBeNull();
      expect(passwordProblem('Tamarind-Mango-Sunrise', kind)).toBeNull();
      expect(passwordProblem('رمان بارد على الشاطئ', kind)).toBeNull();
    }
  });

  it('asks more of staff than of customers', () => {
    // Score 2: enough for a customer, not for a staff account.
    expect(passwordProblem('watermelon-3', 'customer')).toBeNull();
    expect(passwordProblem('watermelon-3', 'staff')).toBe('validation.passwordWeak');
  });

  it("counts the person's own e-mail and name, and the shop's name, as guessable", () => {
    const about = ['mariam.k@example.com', 'Mariam Khoury'];
    expect(passwordProblem('mariam.k@example.com', 'staff', about)).toBe('validation.passwordWeak');
    expect(passwordProblem('Mariam Khoury 1', 'staff', about)).toBe('validation.passwordWeak');
    expect(passwordProblem('Mariam Khoury 1', 'staff', [])).toBeNull(); // not guessable from a stranger's inputs
    expect(passwordProblem('aseeraseeraseer', 'staff')).toBe('validation.passwordWeak');
  });
});

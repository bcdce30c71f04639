import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, newsletterEmailError } from './email-rule';

describe('newsletter e-mail rule', () => {
  it('takes an ordinary address, spaces around it trimmed', () => {
    expect(newsletterEmailError('meera@example.in')).toBeNull();
    expect(newsletterEmailError('  Meera.Joshi+news@mail.example.co.in ')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(newsletterEmailError('   ')).toBe('Please enter your e-mail address.');
  });

  it('refuses what is not an address', () => {
    for (const value of ['meera', 'meera@', '@example.in', 'meera@example', 'meera @example.in', 'meera@example..in']) {
      expect(newsletterEmailError(value)).toBe('Please enter a valid e-mail address, like name@example.com.');
    }
    expect(newsletterEmailError(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.in`)).not.toBeNull();
  });
});

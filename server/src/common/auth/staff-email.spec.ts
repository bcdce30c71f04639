import { isStaffEmail } from './staff-email.js';

describe('isStaffEmail', () => {
  it('accepts single-label domains as well as dotted ones', () => {
    for (const email of ['admin@localhost', 'ops@intranet', 'meera.iyer@sona-jewellers.in', 'a+b@shop.example']) expect(isStaffEmail(email)).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const email of ['', 'admin', 'admin@', '@localhost', 'ad min@localhost', 'admin@local_host', 'admin@-localhost', 'admin@example..com', 'a@b@c']) {
      expect(isStaffEmail(email)).toBe(false);
    }
    expect(isStaffEmail(undefined)).toBe(false);
    expect(isStaffEmail(42)).toBe(false);
  });

  it('refuses more than 254 characters', () => {
    const local = 'o'.repeat(60);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}`;
    expect(isStaffEmail(`${local}@${domain}`)).toBe(true);
    expect(isStaffEmail(`${local}@${domain}.${'g'.repeat(60)}`)).toBe(false);
  });
});

import { isUndeliverable } from './mail.service.js';

describe('isUndeliverable', () => {
  it('is true for addresses on the reserved .invalid domain, as the demo accounts have', () => {
    expect(isUndeliverable('priya.s.1@customers.demo.invalid')).toBe(true);
    expect(isUndeliverable('Marwar Silver House <marwar-silver-house@sellers.demo.INVALID>')).toBe(true);
  });

  it('is false for every other address, reserved test domains included', () => {
    expect(isUndeliverable('asha@example.com')).toBe(false);
    expect(isUndeliverable('customer-1a2b@example.test')).toBe(false);
    expect(isUndeliverable('someone@invalid.example.com')).toBe(false);
    expect(isUndeliverable('invalid@shop.in')).toBe(false);
  });
});
